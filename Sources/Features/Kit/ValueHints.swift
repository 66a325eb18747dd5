import Model
import Shared

/// What pulpe's arguments name, for completion.
extension ValueHint {
    public static let month = ValueHint(rawValue: "month")
    public static let kind = ValueHint(rawValue: "kind")
    public static let line = ValueHint(rawValue: "line")
    public static let transaction = ValueHint(rawValue: "transaction")
    public static let template = ValueHint(rawValue: "template")
    public static let goal = ValueHint(rawValue: "goal")
    public static let date = ValueHint(rawValue: "date")
    public static let amount = ValueHint(rawValue: "amount")
    public static let sort = ValueHint(rawValue: "sort")
    public static let category = ValueHint(rawValue: "category")
    public static let favourite = ValueHint(rawValue: "favourite")
    public static let account = ValueHint(rawValue: "account")
    public static let accountKind = ValueHint(rawValue: "accountKind")
}
