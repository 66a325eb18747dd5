import Foundation
import Testing

@testable import Remote

/// The household's key: the same passphrase and salt make the same key on every device, and a
/// sealed entry opens only with that key, for the place it was sealed for, unchanged.
@Suite struct HouseholdKeyTests {
    static let salt = Data((0..<16).map { UInt8($0) })

    @Test func aPassphraseAndSaltMakeOneKeyEverywhere() throws {
        let a = try HouseholdKey.derive(passphrase: "correct horse battery", salt: Self.salt)
        let b = try HouseholdKey.derive(passphrase: "correct horse battery", salt: Self.salt)
        #expect(a == b)
        #expect(a.raw.count == 32)
        #expect(try HouseholdKey.derive(passphrase: "correct horse battery", salt: HouseholdKey.newSalt()) != a)
        #expect(try HouseholdKey.derive(passphrase: "correct horse batterY", salt: Self.salt) != a)
        #expect(HouseholdKey(raw: a.raw) == a)
        #expect(HouseholdKey(raw: Data([1, 2, 3])) == nil)
    }

    @Test func aSealedEntryOpensOnlyWithItsKeyForItsPlaceUnchanged() throws {
        let key = try HouseholdKey.derive(passphrase: "correct horse battery", salt: Self.salt)
        let other = try HouseholdKey.derive(passphrase: "another passphrase", salt: Self.salt)
        let sealed = try key.seal("tx\nabc\ninsert\n{\"name\":\"Migros\"}", place: "device-1:7")
        #expect(key.open(sealed, place: "device-1:7") == "tx\nabc\ninsert\n{\"name\":\"Migros\"}")
        #expect(!sealed.contains("Migros"))
        #expect(key.open(sealed, place: "device-1:8") == nil, "moved to another slot")
        #expect(other.open(sealed, place: "device-1:7") == nil, "another household's key")
        let flipped = String(sealed.dropLast()) + (sealed.last == "0" ? "1" : "0")
        #expect(key.open(flipped, place: "device-1:7") == nil, "changed")
        #expect(key.open("not hex", place: "device-1:7") == nil)
        // A random nonce each time: the same entry sealed twice reads differently.
        #expect(try key.seal("same", place: "p") != key.seal("same", place: "p"))
    }

    @Test func aDigestIsStableAndKeyed() throws {
        let key = try HouseholdKey.derive(passphrase: "correct horse battery", salt: Self.salt)
        let other = try HouseholdKey.derive(passphrase: "another passphrase", salt: Self.salt)
        #expect(key.digest("7\ntx\nabc\ninsert") == key.digest("7\ntx\nabc\ninsert"))
        #expect(key.digest("7\ntx\nabc\ninsert") != other.digest("7\ntx\nabc\ninsert"))
        #expect(key.digest("7\ntx\nabc\ninsert").count == 32)
    }
}
