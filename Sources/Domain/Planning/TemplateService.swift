import DomainKit
import GRDB
import Model
import Persistence
import Shared

/// Owns templates and their lines, generating budgets from them and propagating their changes
/// to current and future budgets (Docs/Domain.md §4).
public actor TemplateService: ServiceActor {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    // MARK: Reading

    /// The template named `reference` (case-insensitive) or `#ID`, or nil.
    public func template(_ reference: String) throws -> Template? {
        try database.read { try Self.find($0, reference) }
    }

    public func templates() throws -> [Template] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT \(Template.columns) FROM template ORDER BY id").map(Template.init(row:))
        }
    }

    /// Every template with its lines and the months of the budgets made from it.
    public func allDetails() throws -> [TemplateDetails] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT \(Template.columns) FROM template ORDER BY id").map { row in
                try Self.details(db, template: Template(row: row))
            }
        }
    }

    public func details(_ templateID: Int64) throws -> TemplateDetails {
        try database.read { db in try Self.details(db, template: Self.existing(db, id: templateID)) }
    }

    package func defaultTemplate() throws -> Template? {
        try database.read { db in
            try Row.fetchOne(db, sql: "SELECT \(Template.columns) FROM template WHERE is_default = 1").map(Template.init(row:))
        }
    }

    // MARK: Templates

    /// Creates a template; the first one, or one created with `isDefault`, becomes the default.
    public func create(name rawName: String, description: String? = nil, isDefault: Bool = false) throws -> Template {
        let name = try Validation.name(rawName, of: "template")
        let description = try Validation.description(description)
        return try database.write { db in
            if let existing = try Self.find(db, name) {
                throw DomainError.duplicateTemplateName(existing.name, existingID: existing.id)
            }
            let first = try Int.fetchOne(db, sql: "SELECT count(*) FROM template") == 0
            if isDefault { try db.execute(sql: "UPDATE template SET is_default = 0") }
            try db.execute(
                sql: "INSERT INTO template (name, name_key, description, is_default) VALUES (?, ?, ?, ?)",
                arguments: [name, NameKey.make(name), description, isDefault || first])
            return try Self.existing(db, id: db.lastInsertedRowID)
        }
    }

    /// Makes a template the one `budget new` uses.
    public func setDefault(_ templateID: Int64) throws -> Template {
        try database.write { db in
            _ = try Self.existing(db, id: templateID)
            try db.execute(sql: "UPDATE template SET is_default = (id = ?)", arguments: [templateID])
            return try Self.existing(db, id: templateID)
        }
    }

    /// Deletes a template no budget was made from; the error names the budgets that use it.
    @discardableResult
    public func delete(_ templateID: Int64) throws -> Template {
        try database.write { db in
            let template = try Self.existing(db, id: templateID)
            let months = try Self.budgetMonths(db, templateID: templateID)
            guard months.isEmpty else {
                let list = months.map(\.description).joined(separator: ", ")
                throw DomainError.conflict(
                    "template '\(template.name)' cannot be deleted: budgets were made from it (\(list)); delete those budgets first")
            }
            try db.execute(sql: "DELETE FROM template WHERE id = ?", arguments: [templateID])
            return template
        }
    }

    // MARK: Template lines

    /// Adds a line to a template; with `propagateFrom`, also to the budgets made from it from that month on.
    public func addLine(
        templateID: Int64, kind: Kind, name rawName: String, amount: Money, recurrence: Recurrence = .fixed,
        goalID: Int64? = nil, propagateFrom: YearMonth? = nil
    ) throws -> (TemplateLine, PropagationReport) {
        let name = try Validation.name(rawName, of: "template line")
        try Validation.lineAmount(amount, creating: true)
        if goalID != nil && kind != .saving {
            throw DomainError.invalidArgument("only a saving line can feed a goal; '\(name)' is \(kind.rawValue)")
        }
        return try database.write { db in
            let template = try Self.existing(db, id: templateID)
            if let existing = try Self.line(db, templateID: templateID, reference: name) {
                throw DomainError.duplicateTemplateLineName(template: template.name, line: existing.name, existingID: existing.id)
            }
            try db.execute(
                sql: """
                    INSERT INTO template_line (template_id, name, name_key, amount_cents, kind, recurrence, savings_goal_id)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [templateID, name, NameKey.make(name), amount.cents, kind.rawValue, recurrence.rawValue, goalID])
            let line = try Self.existingLine(db, id: db.lastInsertedRowID)
            var report = PropagationReport()
            if let from = propagateFrom {
                let payDay = try SettingsService.settings(db).payDay
                // A quarterly or yearly line goes only into the budgets of the months it falls in.
                for budget in try Self.propagationTargets(db, templateID: templateID, from: from)
                where line.recurrence.occurs(in: budget.month) {
                    if let reason = try GoalLineRule.skipReason(db, goalID: goalID, month: budget.month, payDay: payDay) {
                        report.skipped.append((budget.month, reason))
                        continue
                    }
                    if let clash = try Int64.fetchOne(
                        db, sql: "SELECT id FROM budget_line WHERE budget_id = ? AND name_key = ?",
                        arguments: [budget.id, NameKey.make(name)])
                    {
                        report.skipped.append((budget.month, "it already has a line named '\(name)' (#\(clash))"))
                        continue
                    }
                    try Self.insertBudgetLine(db, from: line, budgetID: budget.id)
                    report.changedMonths.append(budget.month)
                }
            }
            return (line, report)
        }
    }

    /// Changes a template line; with `propagateFrom`, also the matching lines not edited by hand.
    /// `goal` links a saving line to a goal (`.some(nil)` unlinks it; nil leaves the link alone).
    public func updateLine(
        id: Int64, name rawName: String? = nil, amount: Money? = nil, goal: Int64?? = nil,
        propagateFrom: YearMonth? = nil
    ) throws -> (TemplateLine, PropagationReport) {
        let name = try rawName.map { name throws(DomainError) in try Validation.name(name, of: "template line") }
        if let amount { try Validation.lineAmount(amount, creating: false) }
        return try database.write { db in
            let line = try Self.existingLine(db, id: id)
            if let name, let clash = try Self.line(db, templateID: line.templateID, reference: name), clash.id != id {
                throw DomainError.duplicate("this template already has a line named '\(clash.name)' (#\(clash.id))")
            }
            if case .some(.some) = goal, line.kind != .saving {
                throw DomainError.invalidArgument("only a saving line can feed a goal; '\(line.name)' is \(line.kind.rawValue)")
            }
            let newName = name ?? line.name
            let newAmount = amount ?? line.amount
            let newGoal = goal ?? line.savingsGoalID
            try db.execute(
                sql: "UPDATE template_line SET name = ?, name_key = ?, amount_cents = ?, savings_goal_id = ? WHERE id = ?",
                arguments: [newName, NameKey.make(newName), newAmount.cents, newGoal, id])
            var report = PropagationReport()
            if let from = propagateFrom {
                let payDay = try SettingsService.settings(db).payDay
                for (budget, budgetLineID) in try Self.propagatedLines(db, templateLineID: id, from: from, report: &report) {
                    var linksGoal = goal != nil
                    if case .some(let goalID) = goal,
                        let reason = try GoalLineRule.skipReason(db, goalID: goalID, month: budget.month, payDay: payDay)
                    {
                        // A month the goal cannot take still gets the name and amount asked for.
                        guard name != nil || amount != nil else {
                            report.skipped.append((budget.month, reason))
                            continue
                        }
                        report.skipped.append((budget.month, "its line changed, but not its goal: \(reason)"))
                        linksGoal = false
                    }
                    if name != nil,
                        let clash = try Int64.fetchOne(
                            db, sql: "SELECT id FROM budget_line WHERE budget_id = ? AND name_key = ? AND id <> ?",
                            arguments: [budget.id, NameKey.make(newName), budgetLineID])
                    {
                        report.skipped.append((budget.month, "it already has another line named '\(newName)' (#\(clash))"))
                        continue
                    }
                    // Only the fields that were sent (Docs/Domain.md §4): an amount change keeps the line's name.
                    if name != nil {
                        try BudgetLineWriter.rename(db, id: budgetLineID, to: newName)
                    }
                    if amount != nil {
                        try BudgetLineWriter.setAmount(db, id: budgetLineID, newAmount, byHand: false)
                    }
                    if linksGoal {
                        try BudgetLineWriter.setGoal(db, id: budgetLineID, goalID: newGoal)
                    }
                    report.changedMonths.append(budget.month)
                }
            }
            return (try Self.existingLine(db, id: id), report)
        }
    }

    /// Removes a template line; with `propagateFrom`, also the matching lines not edited by hand
    /// (their transactions become free).
    public func removeLine(id: Int64, propagateFrom: YearMonth? = nil) throws -> (TemplateLine, PropagationReport) {
        try database.write { db in
            let line = try Self.existingLine(db, id: id)
            var report = PropagationReport()
            if let from = propagateFrom {
                for (budget, budgetLineID) in try Self.propagatedLines(db, templateLineID: id, from: from, report: &report) {
                    try BudgetLineWriter.delete(db, id: budgetLineID)
                    report.changedMonths.append(budget.month)
                }
            }
            try db.execute(sql: "DELETE FROM template_line WHERE id = ?", arguments: [id])
            return (line, report)
        }
    }

    /// The line of a template named `reference` or `#ID`.
    public func line(templateID: Int64, reference: String) throws -> TemplateLine? {
        try database.read { try Self.line($0, templateID: templateID, reference: reference) }
    }

    // MARK: Budgets from templates

    /// Creates every missing month of `year` from `templateID` (else the default template), in one transaction.
    public func generateYear(_ year: Int, templateID: Int64? = nil) throws -> YearGeneration {
        try database.write { db in
            if let templateID { _ = try Self.existing(db, id: templateID) }
            let template = try templateID ?? Int64.fetchOne(db, sql: "SELECT id FROM template WHERE is_default = 1")
            let payDay = try SettingsService.settings(db).payDay
            var generation = YearGeneration(created: [], existing: [])
            for month in 1...12 {
                let month = YearMonth(year: year, month: month)
                if try BudgetQueries.budget(db, month: month) != nil {
                    generation.existing.append(month)
                } else {
                    _ = try BudgetGeneration.insertBudget(db, month: month, description: nil, templateID: template, payDay: payDay)
                    generation.created.append(month)
                }
            }
            return generation
        }
    }

    /// Copies the template line back onto a budget line made from it and clears its edited-by-hand mark.
    public func resetLine(budgetLineID: Int64) throws -> BudgetLine {
        try database.write { db in try Self.reset(db, BudgetLineService.existing(db, id: budgetLineID)) }
    }

    /// `line reset LINE`: the line resolved in the transaction that resets it.
    public func resetLine(_ reference: LineReference) throws -> LineChange {
        try database.write { db in
            let (line, budget) = try ReferenceResolver.line(db, reference, payDay: SettingsService.settings(db).payDay)
            let reset = try Self.reset(db, line)
            return LineChange(line: reset, month: budget.month, consumed: try BudgetQueries.consumed(db, lineID: line.id))
        }
    }

    private static func reset(_ db: Database, _ budgetLine: BudgetLine) throws -> BudgetLine {
        guard let templateLineID = budgetLine.templateLineID, let templateLine = try lineByID(db, templateLineID) else {
            throw DomainError.conflict("line '\(budgetLine.name)' was not made from a template line: there is nothing to reset it to")
        }
        if let clash = try Int64.fetchOne(
            db, sql: "SELECT id FROM budget_line WHERE budget_id = ? AND name_key = ? AND id <> ?",
            arguments: [budgetLine.budgetID, NameKey.make(templateLine.name), budgetLine.id])
        {
            throw DomainError.duplicate("the budget already has another line named '\(templateLine.name)' (#\(clash))")
        }
        try BudgetLineWriter.reset(db, id: budgetLine.id, to: templateLine)
        return try BudgetLineService.existing(db, id: budgetLine.id)
    }

    // MARK: Queries

    static func find(_ db: Database, _ reference: String) throws -> Template? {
        if case .id(let id) = EntityReference(reference) {
            return try Row.fetchOne(db, sql: "SELECT \(Template.columns) FROM template WHERE id = ?", arguments: [id])
                .map(Template.init(row:))
        }
        return try Row.fetchOne(
            db, sql: "SELECT \(Template.columns) FROM template WHERE name_key = ?",
            arguments: [NameKey.make(reference)]
        ).map(Template.init(row:))
    }

    static func existing(_ db: Database, id: Int64) throws -> Template {
        guard let template = try find(db, "#\(id)") else { throw DomainError.noTemplateID(id) }
        return template
    }

    static func details(_ db: Database, template: Template) throws -> TemplateDetails {
        let lines = try Row.fetchAll(
            db, sql: "SELECT \(TemplateLine.columns) FROM template_line WHERE template_id = ? ORDER BY id",
            arguments: [template.id]
        ).map(TemplateLine.init(row:))
        return TemplateDetails(template: template, lines: lines, budgetMonths: try budgetMonths(db, templateID: template.id))
    }

    static func budgetMonths(_ db: Database, templateID: Int64) throws -> [YearMonth] {
        try String.fetchAll(db, sql: "SELECT month FROM budget WHERE template_id = ? ORDER BY month", arguments: [templateID])
            .compactMap(YearMonth.parse)
    }

    static func lineByID(_ db: Database, _ id: Int64) throws -> TemplateLine? {
        try Row.fetchOne(db, sql: "SELECT \(TemplateLine.columns) FROM template_line WHERE id = ?", arguments: [id])
            .map(TemplateLine.init(row:))
    }

    static func line(_ db: Database, templateID: Int64, reference: String) throws -> TemplateLine? {
        if case .id(let id) = EntityReference(reference) {
            return try lineByID(db, id).flatMap { $0.templateID == templateID ? $0 : nil }
        }
        return try Row.fetchOne(
            db, sql: "SELECT \(TemplateLine.columns) FROM template_line WHERE template_id = ? AND name_key = ?",
            arguments: [templateID, NameKey.make(reference)]
        ).map(TemplateLine.init(row:))
    }

    static func existingLine(_ db: Database, id: Int64) throws -> TemplateLine {
        guard let line = try lineByID(db, id) else { throw DomainError.notFound("no template line #\(id)") }
        return line
    }

    /// Budgets made from the template whose month is `from` or later, in period order.
    static func propagationTargets(_ db: Database, templateID: Int64, from: YearMonth) throws -> [Budget] {
        try Row.fetchAll(
            db, sql: "SELECT \(Selection.budget) FROM budget WHERE template_id = ? AND month >= ? ORDER BY month",
            arguments: [templateID, from.description]
        ).map(Budget.init(row:))
    }

    /// The budget lines made from a template line in budgets from `from` on; lines edited by
    /// hand are left out and reported as skipped.
    static func propagatedLines(
        _ db: Database, templateLineID: Int64, from: YearMonth,
        report: inout PropagationReport
    ) throws -> [(Budget, Int64)] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT b.\(Selection.budget.replacingOccurrences(of: ", ", with: ", b.")),
                       bl.id AS line_id, bl.is_manually_adjusted AS line_edited, bl.name AS line_name
                FROM budget_line bl JOIN budget b ON b.id = bl.budget_id
                WHERE bl.template_line_id = ? AND b.month >= ? ORDER BY b.month
                """, arguments: [templateLineID, from.description])
        var targets: [(Budget, Int64)] = []
        for row in rows {
            let budget = try Budget(row: row)
            let manuallyAdjusted: Bool = row["line_edited"]
            if manuallyAdjusted {
                let name: String = row["line_name"]
                report.skipped.append((budget.month, "line '\(name)' was edited by hand"))
            } else {
                targets.append((budget, row["line_id"]))
            }
        }
        return targets
    }

    static func insertBudgetLine(_ db: Database, from line: TemplateLine, budgetID: Int64) throws {
        _ = try BudgetLineWriter.insert(
            db,
            .init(
                budgetID: budgetID, name: line.name, amount: line.amount, kind: line.kind, recurrence: line.recurrence,
                templateLineID: line.id, savingsGoalID: line.savingsGoalID))
    }
}
