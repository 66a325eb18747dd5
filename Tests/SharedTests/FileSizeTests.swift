import Shared
import Testing

/// File sizes as people read them: megabytes from a million bytes, KiB from 1,024, else bytes.
@Suite struct FileSizeTests {
    @Test(arguments: [
        (247_712_768, "247.7 MB"), (1_000_000, "1.0 MB"), (999_999, "976 KiB"), (946_176, "924 KiB"), (1024, "1 KiB"),
        (1023, "1023 bytes"), (798, "798 bytes"), (1, "1 byte"), (0, "0 bytes"),
    ])
    func sizesReadInMegabytesKibibytesOrBytes(bytes: Int, shown: String) {
        #expect(FileSize.shown(bytes) == shown)
    }
}
