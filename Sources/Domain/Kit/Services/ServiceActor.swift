/// A domain service: an actor that owns the rules of its aggregate and runs its reads and writes
/// through `AppDatabase`. Every service runs on the one serial executor the commands and stores
/// run on (the main actor's), so a command's unit of work, or a script's transaction held open
/// between its lines, is never interleaved with another's, and calling a service costs no
/// thread switch. A caller awaits it all the same, so a service could move to an executor of its
/// own without any caller changing (Docs/Architecture.md §4 says why it does not today: a switch
/// to another thread and back costs about a fifth of a script command).
public protocol ServiceActor: Actor {}

extension ServiceActor {
    /// The main actor's executor: see the type's documentation.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { MainActor.sharedUnownedExecutor }
}
