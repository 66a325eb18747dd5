import Shared

/// A planned line reduced to what the envelope rule needs: its kind, its amount and what
/// its allocated transactions consumed, per transaction kind.
public struct Envelope: Sendable, Equatable {
    public var kind: Kind
    public var amount: Money
    public var consumed: KindSums

    public init(kind: Kind, amount: Money, consumed: KindSums = .zero) {
        self.kind = kind
        self.amount = amount
        self.consumed = consumed
    }
}
