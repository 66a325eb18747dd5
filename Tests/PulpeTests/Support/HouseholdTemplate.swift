/// A real-looking household's normal month, as a command file, for the planning end-to-end tests.
///
/// Income 6500 + 215 = 6715. Outflows: 1850 + 742.80 + 900 + 65 + 49.90 + 160 + 120 = 3887.70
/// of expenses and 400 of savings, 4287.70 in all. Net of a month made from it: 2427.30.
enum HouseholdTemplate {
    static let script = """
        template new "Normal month" --description "what a month costs us"
        template line add "Normal month" income Salary 6500
        template line add "Normal month" income "Child allowance" 215
        template line add "Normal month" expense Rent 1850
        template line add "Normal month" expense "Health insurance" 742.80
        template line add "Normal month" expense Groceries 900
        template line add "Normal month" expense Electricity 65
        template line add "Normal month" expense Internet 49.90
        template line add "Normal month" expense Transport 160
        template line add "Normal month" expense Clothes 120 --recurrence one-off
        template line add "Normal month" saving "Rainy day" 400

        """

    /// `budget list --json` row for a month: every figure written out as pulpe prints it.
    static func row(
        _ month: String, income: String = "6715.00", expenses: String, savings: String = "400.00",
        net: String, rollover: String, ending: String
    ) -> String {
        #"{"month":"\#(month)","totalIncome":\#(income),"totalExpenses":\#(expenses),"totalSavings":\#(savings),"#
            + #""net":\#(net),"rollover":\#(rollover),"endingBalance":\#(ending)}"#
    }
}
