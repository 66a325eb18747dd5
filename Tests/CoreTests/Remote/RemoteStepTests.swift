import NIOCore
import NIOPosix
import Testing

@testable import Remote

/// A network step hands its answer over and keeps nothing of it: the connection's closing holds
/// each step until the connection ends, so a kept answer kept every page a long sync read
/// (a join of 50,000 changes peaked at 111 MB with pages of 500; now 39 MB).
@Suite struct RemoteStepTests {
    final class Answer: Sendable {}

    @Test func anAnswerIsNotKeptWhileTheConnectionStaysOpen() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let loop = group.next()
        let closing = loop.makePromise(of: Void.self)
        defer { closing.succeed() }
        weak var kept: Answer?
        do {
            let answer = Answer()
            kept = answer
            let outcome = RemoteStep.wait(
                for: loop.makeSucceededFuture(answer), closing: closing.futureResult, cancellation: nil, until: .now() + .seconds(60))
            guard case .answered(.success(let value)) = outcome else {
                Issue.record("the step ended without its answer: \(outcome)")
                return
            }
            #expect(value === answer)
        }
        // The loop ran the answer's callback and may hold it until its batch of tasks ends: two
        // tasks run one after the other are in later batches.
        try loop.submit {}.wait()
        try loop.submit {}.wait()
        #expect(kept == nil, "the step still holds its answer while the connection is open")
    }
}
