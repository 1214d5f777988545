import EducatTestSupport
import GRDB
@testable import Records

extension TestFolder {
    /// Makes the store as an earlier release left it: migrated up to `migration` only, then `sql` run on it.
    func makeStore(upTo migration: String, holding sql: String) throws {
        let queue = try DatabaseQueue(path: storePath)
        try Schema.migrator.migrate(queue, upTo: migration)
        try queue.write { try $0.execute(sql: sql) }
        try queue.close()
    }
}
