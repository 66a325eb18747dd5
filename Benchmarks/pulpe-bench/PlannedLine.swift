import Model

/// One of the ~40 lines every benchmark budget has, with the transactions it attracts.
struct PlannedLine: Sendable {
    let name: String
    let kind: Kind
    /// The planned amount, in cents.
    let plannedCents: Int64
    /// Payees or descriptions of its transactions.
    let payees: [String]
    /// The range of one transaction, in cents.
    let amounts: ClosedRange<Int64>
    /// How often its transactions occur, relative to the other lines.
    let weight: Int

    /// A realistic Swiss household month: 3 incomes, 30 expenses, 7 savings.
    static let catalogue: [PlannedLine] = [
        PlannedLine("Salary", .income, 650_000, ["Employer AG salary"], 600_000...680_000, 1),
        PlannedLine("Bonus", .income, 50_000, ["Performance bonus", "Thirteenth month"], 20_000...150_000, 1),
        PlannedLine("Side gig", .income, 40_000, ["Tutoring", "Photo shoot", "Translation job"], 5_000...30_000, 2),
        PlannedLine("Rent", .expense, 180_000, ["Immo Verwaltung rent"], 180_000...180_000, 1),
        PlannedLine("Health insurance", .expense, 42_000, ["CSS premium", "Helsana premium"], 42_000...42_000, 1),
        PlannedLine("Groceries", .expense, 60_000, ["Migros", "Coop", "Denner", "Aldi", "Lidl", "Volg"], 350...18_000, 30),
        PlannedLine("Electricity", .expense, 8_000, ["EWZ bill"], 6_000...11_000, 1),
        PlannedLine("Internet", .expense, 6_000, ["Init7 fiber"], 6_000...6_000, 1),
        PlannedLine("Mobile phone", .expense, 3_500, ["Swisscom mobile", "Salt mobile"], 2_900...4_500, 1),
        PlannedLine("Public transport", .expense, 8_500, ["SBB ticket", "ZVV day pass", "Half-fare top-up"], 280...8_500, 8),
        PlannedLine("Car fuel", .expense, 12_000, ["Shell", "Avia", "BP"], 4_000...9_000, 3),
        PlannedLine("Car insurance", .expense, 9_000, ["AXA car"], 9_000...9_000, 1),
        PlannedLine("Parking", .expense, 4_000, ["Parking garage", "Parking meter"], 200...2_500, 4),
        PlannedLine(
            "Restaurants", .expense, 20_000, ["Tibits", "Hiltl", "Pizzeria Napoli", "Sushi bar", "Kebab house"], 1_500...12_000, 10),
        PlannedLine("Coffee", .expense, 4_000, ["Cafe Sprungli", "Starbucks", "Bakery"], 380...900, 15),
        PlannedLine("Clothing", .expense, 10_000, ["H&M", "Zalando", "Manor"], 1_990...18_000, 3),
        PlannedLine("Haircut", .expense, 3_500, ["Hair salon"], 2_800...6_500, 1),
        PlannedLine("Pharmacy", .expense, 3_000, ["Amavita", "Sun Store"], 590...4_500, 2),
        PlannedLine("Doctor", .expense, 5_000, ["GP visit", "Specialist"], 4_000...25_000, 1),
        PlannedLine("Dentist", .expense, 4_000, ["Dental clinic"], 12_000...45_000, 1),
        PlannedLine("Gym", .expense, 7_000, ["Fitness club"], 7_000...7_000, 1),
        PlannedLine("Streaming", .expense, 2_500, ["Netflix", "Spotify", "Disney+"], 990...2_090, 2),
        PlannedLine("Books", .expense, 3_000, ["Orell Fussli", "Ex Libris"], 1_200...4_900, 2),
        PlannedLine("Cinema", .expense, 3_000, ["Pathe", "Kitag"], 1_800...4_200, 2),
        PlannedLine("Gifts", .expense, 6_000, ["Birthday gift", "Flowers", "Wedding gift"], 2_000...15_000, 2),
        PlannedLine("Household", .expense, 5_000, ["IKEA", "Jumbo", "Do it + Garden"], 500...9_000, 4),
        PlannedLine("Pet food", .expense, 4_500, ["Fressnapf", "Qualipet"], 1_500...5_500, 2),
        PlannedLine("Child care", .expense, 30_000, ["Kita Sonnenschein"], 30_000...30_000, 1),
        PlannedLine("School supplies", .expense, 2_000, ["Papeterie", "Office World"], 300...4_000, 1),
        PlannedLine("Travel", .expense, 25_000, ["SBB international", "easyJet", "Booking.com"], 8_000...60_000, 1),
        PlannedLine("Taxes", .expense, 70_000, ["Cantonal tax installment"], 70_000...70_000, 1),
        PlannedLine("Donations", .expense, 3_000, ["Red Cross", "WWF"], 1_000...5_000, 1),
        PlannedLine("Hobbies", .expense, 6_000, ["Climbing hall", "Music lessons", "Craft shop"], 1_500...8_000, 2),
        PlannedLine("Rainy day", .saving, 50_000, ["Transfer to savings"], 10_000...50_000, 1),
        PlannedLine("Pillar 3a", .saving, 58_800, ["3a contribution"], 58_800...58_800, 1),
        PlannedLine("Holidays", .saving, 20_000, ["Holiday fund"], 5_000...20_000, 1),
        PlannedLine("New car", .saving, 15_000, ["Car fund"], 15_000...15_000, 1),
        PlannedLine("Home deposit", .saving, 30_000, ["Home deposit transfer"], 30_000...30_000, 1),
        PlannedLine("Education fund", .saving, 10_000, ["Kids education"], 5_000...10_000, 1),
        PlannedLine("Investments", .saving, 25_000, ["ETF purchase"], 10_000...50_000, 1),
    ]

    /// Payees of free transactions (no line), by kind.
    static let freePayees: [Kind: [String]] = [
        .expense: ["Kiosk", "Cash withdrawal", "Flea market", "Car wash", "Post office", "Laundry"],
        .income: ["Refund", "Birthday money", "Sold on Ricardo"],
        .saving: ["Piggy bank"],
    ]

    init(_ name: String, _ kind: Kind, _ plannedCents: Int64, _ payees: [String], _ amounts: ClosedRange<Int64>, _ weight: Int) {
        self.name = name
        self.kind = kind
        self.plannedCents = plannedCents
        self.payees = payees
        self.amounts = amounts
        self.weight = weight
    }
}
