import Crypto
import CryptoExtras
import Foundation

/// The key of an encrypted household: made from its passphrase with scrypt (memory-hard: 2^16
/// rounds of 8 blocks, 64 MiB, so each guess costs a machine that memory), it seals each log
/// entry with AES-GCM, so the server holds only ciphertext. A sealed entry is bound to its place
/// (device and number): the server cannot move one to another slot unnoticed.
public struct HouseholdKey: Sendable, Equatable {
    private let key: SymmetricKey
    /// Two keys made from it (HKDF), one per use: sealing, and the digests.
    private let sealing: SymmetricKey
    private let digesting: SymmetricKey

    /// The key as stored on this machine (32 bytes).
    public var raw: Data { key.withUnsafeBytes { Data($0) } }

    public init?(raw: Data) {
        guard raw.count == 32 else { return nil }
        self.init(key: SymmetricKey(data: raw))
    }

    /// The key `passphrase` makes with `salt` (the household's, kept on the server): scrypt with
    /// 2^16 rounds of 8 blocks, 64 MiB and about 0.2 s a guess.
    public static func derive(passphrase: String, salt: Data) throws -> HouseholdKey {
        let key = try KDF.Scrypt.deriveKey(
            from: Data(passphrase.utf8), salt: salt, outputByteCount: 32, rounds: 1 << 16, blockSize: 8, parallelism: 1)
        return HouseholdKey(key: key)
    }

    /// 16 random bytes: a new household's salt.
    public static func newSalt() -> Data { Data((0..<16).map { _ in UInt8.random(in: 0...255) }) }

    private init(key: SymmetricKey) {
        self.key = key
        sealing = HKDF<SHA256>.deriveKey(inputKeyMaterial: key, info: Data("pulpe seal".utf8), outputByteCount: 32)
        digesting = HKDF<SHA256>.deriveKey(inputKeyMaterial: key, info: Data("pulpe digest".utf8), outputByteCount: 32)
    }

    /// `text` sealed for the slot `place`, as hex: a random nonce, the ciphertext and its tag.
    public func seal(_ text: String, place: String) throws -> String {
        let box = try AES.GCM.seal(Data(text.utf8), using: sealing, authenticating: Data(place.utf8))
        guard let combined = box.combined else { throw CryptoKitError.incorrectParameterSize }
        return Self.hex(combined)
    }

    /// The text `seal` sealed for `place`; nil when it was sealed with another key, for another
    /// place, or changed since.
    public func open(_ hex: String, place: String) -> String? {
        guard hex.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.utf8.count / 2)
        var high: UInt8?
        for character in hex.utf8 {
            guard let nibble = Self.nibble(character) else { return nil }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        // Unheard: a box that does not open is the answer (nil), not a failure to report.
        guard let box = try? AES.GCM.SealedBox(combined: bytes),
            // Unheard: as above, a failed authentication is the answer nil.
            let plain = try? AES.GCM.open(box, using: sealing, authenticating: Data(place.utf8))
        else { return nil }
        return String(decoding: plain, as: UTF8.self)
    }

    private static func hex<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func nibble(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// A digest of `text` under this key: the same for the same text, unreadable without the key.
    public func digest(_ text: String) -> String {
        Self.hex(HMAC<SHA256>.authenticationCode(for: Data(text.utf8), using: digesting).prefix(16))
    }

    public static func == (lhs: HouseholdKey, rhs: HouseholdKey) -> Bool { lhs.raw == rhs.raw }
}
