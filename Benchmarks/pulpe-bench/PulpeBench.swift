/// The benchmark of pulpe's everyday commands at scale (issue 7); filled in by its own change.
@main
struct PulpeBench {
    static func main() {
        print("pulpe-bench: not written yet")
    }
}
