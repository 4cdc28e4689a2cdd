import Foundation
import StateFixCore
import StateFixRules

extension Report {
    /// SARIF 2.1.0: the rules from the registry (with their default levels), one result per
    /// finding: its headline as the message, its fix in `fixes`, and its advice (`Fix: …`,
    /// `No automatic fix: …`) and notes as `relatedLocations`.
    struct SARIF: Encodable {
        struct Message: Encodable { var text: String }
        struct Rule: Encodable {
            var id: String
            var name: String
            var shortDescription: Message
            var fullDescription: Message
            var helpUri: String
            var defaultConfiguration: Configuration
        }
        /// `reportingConfiguration`: the level a rule's results have by default, and whether it runs by default.
        struct Configuration: Encodable { var level: String; var enabled: Bool }
        struct Driver: Encodable { var name, version, informationUri: String; var rules: [Rule] }
        struct Tool: Encodable { var driver: Driver }
        struct Region: Encodable { var startLine, startColumn: Int }
        struct ArtifactLocation: Encodable { var uri: String }
        struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region }
        struct Location: Encodable { var physicalLocation: PhysicalLocation }
        struct RelatedLocation: Encodable { var id: Int; var physicalLocation: PhysicalLocation; var message: Message }
        struct Replacement: Encodable { var deletedRegion: DeletedRegion; var insertedContent: Message }
        struct DeletedRegion: Encodable { var byteOffset, byteLength: Int }
        struct ArtifactChange: Encodable { var artifactLocation: ArtifactLocation; var replacements: [Replacement] }
        struct FixEntry: Encodable { var description: Message; var artifactChanges: [ArtifactChange] }
        struct Result: Encodable {
            var ruleId: String
            var ruleIndex: Int
            var level: String
            var message: Message
            var locations: [Location]
            var relatedLocations: [RelatedLocation]?
            var fixes: [FixEntry]?
        }
        struct Run: Encodable { var tool: Tool; var results: [Result] }
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    var sarifDocument: SARIF {
        let rules = RuleRegistry.all.map { $0.description } + [RuleCatalog.configuration]
        let driverRules = rules.map { rule in
            SARIF.Rule(id: rule.id, name: rule.id, shortDescription: .init(text: rule.summary),
                       fullDescription: .init(text: "\(rule.summary) Source: \(rule.source)."),
                       helpUri: "https://github.com/statefix/statefix/blob/main/Documentation/Rules.md#\(rule.id)",
                       defaultConfiguration: .init(level: rule.severity.rawValue, enabled: !rule.isOptIn))
        }
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results = findings.map { finding -> SARIF.Result in
            let file = files[finding.file]
            let (line, column) = file.location(of: finding.offset)
            let fixes = finding.fix.map { fix -> [SARIF.FixEntry] in
                let byFile = Dictionary(grouping: fix.edits, by: \.file)
                return [SARIF.FixEntry(description: .init(text: fix.summary), artifactChanges: byFile.keys.sorted().map { key in
                    SARIF.ArtifactChange(artifactLocation: .init(uri: Self.uri(reportPath(files[key]))), replacements: byFile[key]!.map {
                        SARIF.Replacement(deletedRegion: .init(byteOffset: $0.range.lowerBound, byteLength: $0.range.count),
                                          insertedContent: .init(text: $0.replacement))
                    })
                })]
            }
            // The advice first, at the finding itself: a result's message is its headline.
            let adviceNote = advice(finding).map { [FindingNote($0, file: finding.file, offset: finding.offset)] } ?? []
            let related = (adviceNote + finding.notes).enumerated().map { number, note -> SARIF.RelatedLocation in
                let (line, column) = location(note.file, note.offset)
                return SARIF.RelatedLocation(id: number + 1, physicalLocation: .init(artifactLocation: .init(uri: Self.uri(reportPath(files[note.file]))),
                                                                                     region: .init(startLine: line, startColumn: column)),
                                             message: .init(text: note.message))
            }
            return SARIF.Result(ruleId: finding.ruleID, ruleIndex: index[finding.ruleID] ?? 0, level: finding.severity.rawValue,
                                message: .init(text: message(finding)),
                                locations: [.init(physicalLocation: .init(artifactLocation: .init(uri: Self.uri(reportPath(file))),
                                                                          region: .init(startLine: line, startColumn: column)))],
                                relatedLocations: related.isEmpty ? nil : related,
                                fixes: fixes)
        }
        return SARIF(runs: [.init(tool: .init(driver: .init(name: "statefix", version: StatefixCommand.version,
                                                            informationUri: "https://github.com/statefix/statefix", rules: driverRules)),
                                  results: results)])
    }

    /// A relative path as a URI reference (percent-encoded).
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
