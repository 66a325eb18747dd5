/// ISO 4217's currencies in use, with the facts pulpe needs of each.
enum CurrencyTable {
    /// Decimals of each code's minor unit (ISO 4217's exponent).
    static let minorDigits: [String: Int] = {
        let twoDecimals = """
            AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CNY COP \
            CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR \
            JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN \
            NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP \
            SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD UYU UZS VES WST XCD YER ZAR ZMW ZWG
            """
        let noDecimals = "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX VND VUV XAF XOF XPF"
        let threeDecimals = "BHD IQD JOD KWD LYD OMR TND"
        var table: [String: Int] = [:]
        for (codes, digits) in [(twoDecimals, 2), (noDecimals, 0), (threeDecimals, 3)] {
            for code in codes.split(whereSeparator: \.isWhitespace) { table[String(code)] = digits }
        }
        return table
    }()

    /// The power of ten of whole units that makes the default typo guard, for currencies where a
    /// million units is far from a million francs (the rest: 6, a million). Example: JPY 9, a
    /// thousand million yen.
    static let guardExponent: [String: Int] = {
        let groups: [(Int, String)] = [
            (
                7,
                "AED BRL BWP BYN CNY CZK DKK ERN GEL GHS GTQ HKD HNL ILS MAD MDL MOP MVR MXN MYR NAD NOK PEN PLN QAR RON SAR "
                    + "SCR SEK SLE STN SZL LSL TJS TMT TTD ZAR ZMW BOB"
            ),
            (
                8,
                "AFN ALL BDT CVE DJF DOP DZD EGP ETB GMD HTG INR ISK JMD KES KGS LRD MKD MRU MUR MZN NIO NPR PHP RSD RUB SRD THB "
                    + "TRY TWD UAH UYU VUV XPF YER"
            ),
            (
                9,
                "AMD AOA ARS BIF CDF CLP CRC HUF IQD JPY KMF KPW KRW KZT LKR MMK MNT MWK NGN PKR RWF SDG SOS SSP TZS XAF XOF"
            ),
            (10, "COP GNF IDR KHR LAK MGA PYG SYP UGX UZS VND"),
            (11, "IRR LBP VES"),
        ]
        var table: [String: Int] = [:]
        for (exponent, codes) in groups {
            for code in codes.split(separator: " ") { table[String(code)] = exponent }
        }
        return table
    }()
}
