import Foundation
import Testing

/// `template line add … --goal G --propagate` follows the rule of `budget new`: a goal's line goes
/// only into the budgets up to the goal's deadline period, and none while the goal is not active.
@Suite(.serialized) struct GoalLinePropagationEndToEndTests {
    @Test func propagationStopsAtTheDeadlineAndSkipsPausedGoals() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = """
            template new "Normal month"
            template line add "Normal month" income Salary 6500
            goal new Car --target 1200 --by 2027-03-31
            goal new Boat --target 1000 --by 2027-12-31
            goal pause Boat
            budget year 2027
            """
        let created = try await pulpe.run(["run", pulpe.write("s.pulpe", setup)])
        #expect(created.status == 0, "\(created.stderr)")

        let car = try await pulpe.run(["--json", "-c", #"template line add "Normal month" saving Car 300 --goal Car --propagate"#])
        #expect(car.status == 0, "\(car.stderr)")
        #expect(
            car.stdout.contains(
                #""propagation":{"mode":"propagate","months":["2027-01","2027-02","2027-03"],"skipped":[{"month":"2027-04","reason":"goal 'Car' is due 2027-03-31, in the period of 2027-03"}"#
            ))
        #expect(car.stdout.contains(#"{"month":"2027-12","reason":"goal 'Car' is due 2027-03-31, in the period of 2027-03"}]"#))

        let boat = try await pulpe.run(["--json", "-c", #"template line add "Normal month" saving Boat 100 --goal Boat --propagate"#])
        #expect(boat.status == 0, "\(boat.stderr)")
        #expect(boat.stdout.contains(#""months":[],"skipped":[{"month":"2027-01","reason":"goal 'Boat' is paused"}"#))

        // April has only the salary; March has the salary and Car's 300.
        let april = try await pulpe.run(["--json", "-c", "budget show 2027-04"])
        #expect(april.stdout.contains(#""totalIncome":6500.00,"totalExpenses":0.00,"totalSavings":0.00"#))
        let march = try await pulpe.run(["--json", "-c", "budget show 2027-03"])
        #expect(march.stdout.contains(#""totalIncome":6500.00,"totalExpenses":300.00,"totalSavings":300.00"#))
    }
}
