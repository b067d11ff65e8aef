import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint
@testable import KeyboardTraitsReport

/// The CSV report's platform columns and cells come from the trait schema the JSON objects
/// print (``TraitSchema``).
@Suite("Report: CSV and the trait schema")
struct CSVTraitSchemaTests {
  @Test("the header's platform columns are the schema's CSV traits, Android's with a prefix")
  func header() {
    let iOS = IOSTraits.traitSchema.traits.filter(\.hasCSVColumn).map(\.key)
    let android = AndroidTraits.traitSchema.traits.filter(\.hasCSVColumn).map(\.key)
    #expect(CSVReportRenderer.iOSColumns == iOS)
    for platform in [TargetPlatform.android, .firefoxAndroid] {
      #expect(
        CSVReportRenderer.androidColumns(platform)
          == android.map { platform.jsonKey + $0.prefix(1).uppercased() + $0.dropFirst() })
    }
    #expect(
      CSVReportRenderer.columns
        == CSVReportRenderer.fieldColumns + iOS
        + CSVReportRenderer.androidColumns(.android)
        + CSVReportRenderer.androidColumns(.firefoxAndroid) + CSVReportRenderer.findingColumns)
    // The columns as published: a change to the schema that moves them shows here.
    #expect(
      CSVReportRenderer.iOSColumns == [
        "presentation", "keyboard", "keyboardType", "returnKeyType", "autocapitalizationType",
        "autocorrectionType", "spellCheckingType", "secureTextEntry", "textContentType",
        "inlinePredictionType",
      ])
    #expect(
      CSVReportRenderer.androidColumns(.android) == [
        "androidKeyboard", "androidInputType", "androidInputClass", "androidInputVariation",
        "androidInputFlags", "androidImeAction",
      ])
  }

  @Test("each platform cell is the schema's value as text, empty where JSON leaves it out")
  func cells() throws {
    let csv = ReportWriter.render(ReportPlatformTests.reports(), format: .csv)
    let records = ReportTestSupport.parseCSV(csv)
    let header = try #require(records.first)
    let rows = records.dropFirst().map { Dictionary(uniqueKeysWithValues: Swift.zip(header, $0)) }
    let fields = try #require(ReportPlatformTests.reports().first?.fields)
    #expect(rows.count == fields.count)
    func text(_ value: TraitValue) -> String {
      switch value {
      case .string(let string): string
      case .int(let int): String(int)
      case .bool(let bool): String(bool)
      case .null: ""
      case .names(let names): names.joined(separator: " ")
      }
    }
    var sawEmpty = false
    for (row, field) in Swift.zip(rows, fields) {
      let schema = IOSTraits.traitSchema
      for trait in schema.traits where trait.hasCSVColumn {
        let printed = schema.printed(field.ios).contains { $0.key == trait.key }
        #expect(row[trait.key] == (printed ? text(trait.value(field.ios)) : ""), "\(trait.key)")
      }
      for platform in [TargetPlatform.android, .firefoxAndroid] {
        let traits = try #require(platform.androidTraits(of: field))
        let schema = AndroidTraits.traitSchema
        let columns = CSVReportRenderer.androidColumns(platform)
        for (trait, column) in Swift.zip(schema.csvTraits, columns) {
          let printed = schema.printed(traits).contains { $0.key == trait.key }
          sawEmpty = sawEmpty || !printed
          #expect(row[column] == (printed ? text(trait.value(traits)) : ""), "\(column)")
        }
      }
    }
    #expect(sawEmpty)
  }
}
