/// The README's first budget: pay day 1, a salary, rent (checked), groceries with one checked
/// purchase, a saving line and a free cinema ticket. Planned: income 6500, expenses 1800 + 600 + 30
/// = 2430, savings 500, remaining 3570; realized expenses 1800 (Rent checked) + 82.40 = 1882.40.
enum NovemberBudget {
    static let script = """
        template new "Normal month"
        template line add "Normal month" income Salary 6500
        template line add "Normal month" expense Rent 1800
        template line add "Normal month" expense Groceries 600
        template line add "Normal month" saving "Rainy day" 500
        budget new 2026-11
        line check Rent --budget 2026-11
        tx add Migros 82.40 --line Groceries --date 2026-11-03 --budget 2026-11 --checked
        tx add Cinema 30 --date 2026-11-12 --budget 2026-11

        """
}
