import Testing

/// Every suite that drives pulpe in tmux is nested here, so they run one after another: several
/// terminals at once on a loaded 2-core machine made typed keys race the prompts they wait for.
@Suite(.serialized) enum TerminalSuites {}
