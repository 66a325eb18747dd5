import GRDB
import Model
import Testing

/// TemplateService only reads for now; templates are inserted with SQL.
@Suite struct TemplateServiceTests {
    let services: TestServices

    init() throws {
        services = try TestServices()
        try services.database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO template (id, name, name_key, description, is_default) VALUES
                        (1, 'Mois Standard', 'mois standard', 'le mois normal', 1),
                        (2, 'Été', 'été', NULL, 0);
                    """)
        }
    }

    @Test func findsATemplateByNameWhateverTheCase() async throws {
        let template = try await services.templates.template("MOIS standard")
        #expect(template == Template(id: 1, name: "Mois Standard", description: "le mois normal", isDefault: true))
        #expect(try await services.templates.template("ÉTÉ")?.id == 2)
    }

    @Test func findsATemplateByID() async throws {
        #expect(try await services.templates.template("#2") == Template(id: 2, name: "Été", description: nil, isDefault: false))
    }

    @Test func anUnknownTemplateIsNil() async throws {
        #expect(try await services.templates.template("Hiver") == nil)
        #expect(try await services.templates.template("#3") == nil)
    }

    @Test func listsTemplatesInCreationOrder() async throws {
        #expect(try await services.templates.templates().map(\.name) == ["Mois Standard", "Été"])
    }
}
