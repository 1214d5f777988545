import EducatTestSupport
import Foundation
import Records
import XCTest

/// The school server behind Debian's nginx with `deploy/nginx-educat.conf` and a certificate made for the test: a
/// kiosk syncs over HTTPS with the certificate checked, against the school's own authority (`[sync] ca_file`).
final class ServerTLSTests: XCTestCase {
    private var folder: URL!
    private var server: ServerProcess!
    private var nginx: Process?

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/nginx") else {
            throw XCTSkip("nginx is not installed: make test installs it (nginx-light)")
        }
        let database = try TestDatabase(self)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        server = try ServerProcess(database: database, folder: folder)
        try server.start()
    }

    override func tearDown() {
        if let nginx, nginx.isRunning {
            nginx.terminate()
            nginx.waitUntilExit()
        }
        server?.kill()
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    private func shell(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestDatabase.Failure(description: "\(arguments): \(text)") }
    }

    /// A school's own certificate authority and, signed by it, a certificate for localhost.
    private func makeCertificates() throws {
        let curve = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try shell(["openssl", "req", "-x509"] + curve + ["-keyout", "ca.key", "-out", "ca.pem", "-days", "2",
                                                         "-subj", "/CN=educat test school CA"])
        try shell(["openssl", "req"] + curve + ["-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=localhost"])
        try "subjectAltName=DNS:localhost,IP:127.0.0.1\n".write(to: folder.appendingPathComponent("san.ext"),
                                                                atomically: true, encoding: .utf8)
        try shell(["openssl", "x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
                   "-out", "server.pem", "-days", "2", "-extfile", "san.ext"])
    }

    /// A port free a moment ago.
    private func freePort() throws -> Int {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// nginx running the shipped site, on `port`, with the test's certificate, in front of the test's server.
    private func startNginx(port: Int) throws {
        let shippedSite = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("deploy/nginx-educat.conf")
        var site = try String(contentsOf: shippedSite, encoding: .utf8)
        for (shipped, here) in [("listen 443 ssl;", "listen 127.0.0.1:\(port) ssl;"),
                                ("/etc/letsencrypt/live/school.example/fullchain.pem", folder.path + "/server.pem"),
                                ("/etc/letsencrypt/live/school.example/privkey.pem", folder.path + "/server.key"),
                                ("http://127.0.0.1:8080/", server.url.absoluteString)] {
            XCTAssertTrue(site.contains(shipped), "deploy/nginx-educat.conf has \(shipped)")
            site = site.replacingOccurrences(of: shipped, with: here)
        }
        let temporary = folder.path + "/nginx"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let conf = folder.appendingPathComponent("nginx.conf")
        try """
            user root;
            daemon off;
            worker_processes 1;
            pid \(temporary)/nginx.pid;
            error_log \(temporary)/error.log;
            events {}
            http {
                access_log \(temporary)/access.log;
                client_body_temp_path \(temporary)/body;
                proxy_temp_path \(temporary)/proxy;
                fastcgi_temp_path \(temporary)/fastcgi;
                uwsgi_temp_path \(temporary)/uwsgi;
                scgi_temp_path \(temporary)/scgi;
            \(site)
            }
            """.write(to: conf, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/sbin/nginx")
        process.arguments = ["-c", conf.path, "-p", temporary]
        process.standardError = FileHandle.nullDevice
        try process.run()
        nginx = process
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if (try? String(contentsOfFile: temporary + "/nginx.pid", encoding: .utf8)) != nil { return }
            guard process.isRunning else {
                throw TestDatabase.Failure(description: "nginx stopped: "
                    + ((try? String(contentsOfFile: temporary + "/error.log", encoding: .utf8)) ?? ""))
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TestDatabase.Failure(description: "nginx did not start within 10 s")
    }

    func testAKioskSyncsThroughNginxOverHTTPSWithTheCertificateChecked() throws {
        try makeCertificates()
        let port = try freePort()
        try startNginx(port: port)
        let store = folder.appendingPathComponent("kiosk.sqlite").path
        let records = try RecordStore.open(at: store).store
        let month = PlayedMonth()
        for game in month.games.prefix(12) { _ = try records.recordGameEnd(game) }
        let token = try server.addKiosk("hall")
        func config(_ name: String, caFile: String?) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try """
                [sync]
                server = "https://localhost:\(port)/educat/"
                token = "\(token)"
                \(caFile.map { "ca_file = \"\($0)\"" } ?? "")
                """.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }

        // Without the school's authority the certificate is not trusted, and nothing is sent.
        var run = try server.educat.run("sync", "--store", store, "--config", try config("system.toml", caFile: nil))
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("certificate"), run.errors)
        XCTAssertEqual(try server.database.query("SELECT count(*) FROM game"), ["0"])

        run = try server.educat.run("sync", "--store", store, "--config", try config("school.toml", caFile: folder.path + "/ca.pem"))
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(try server.database.query("SELECT count(*) FROM game"), ["12"])
        XCTAssertEqual(try records.outboxStatus().pendingGames, 0)
        // The server saw nginx's request for the kiosk, named by its token.
        XCTAssertTrue(server.log.contains("POST /api/results 200"), server.log)
        XCTAssertTrue(server.log.contains("kiosk hall"), server.log)
    }
}
