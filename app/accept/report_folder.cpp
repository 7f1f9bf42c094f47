#include "app/accept/report_folder.h"

#include <cctype>
#include <filesystem>
#include <span>
#include <stdexcept>

#include "app/accept/report_html.h"
#include "app/accept/report_json.h"
#include "app/files/image_file.h"
#include "app/files/output_file.h"
#include "engine/base/file_read.h"

namespace gaitlab {

namespace {

constexpr std::uint64_t kMaxStripBytes = 64ull << 20;

/// Letters, digits, '-' and '_' of `s`, at most 40 (a file name stays far below the 255-byte limit).
std::string safeName(std::string s) {
    for (char& c : s)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') c = '_';
    return s.substr(0, 40);
}

void writeText(const std::string& path, const std::string& text, OutputList& list) {
    if (std::string refused = list.add(path); !refused.empty()) throw std::runtime_error(refused);
    writeOutputFile(path, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

}  // namespace

std::string writeReportFolder(const std::vector<AcceptResult>& runs, const std::string& dir, OutputList& list,
                              std::vector<std::pair<Finding, std::string>>* summary) {
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(dir) / "filmstrips", ec);
    if (ec) return dir + ": cannot create the folder: " + ec.message();
    const std::vector<Finding> findings = setFindings(runs);
    std::vector<std::string> evidence_files(findings.size());
    std::vector<std::vector<uint8_t>> evidence_pngs(findings.size());
    std::vector<std::vector<std::string>> strip_files(runs.size());
    std::vector<std::vector<std::vector<uint8_t>>> strip_pngs(runs.size());
    try {
        for (std::size_t r = 0; r < runs.size(); ++r)
            for (const DirectionStrip& s : runs[r].strips) {
                std::string file;
                std::vector<uint8_t> bytes;
                if (!s.strip.image.empty()) {
                    // The run's number keeps two arts of one name (or one name cut short) apart.
                    file = "filmstrips/" + std::to_string(r + 1) + "-" + safeName(runs[r].art) + "-" +
                           safeName(runs[r].scenario) + "-dir" + std::to_string(s.dir) + ".png";
                    const std::string path = dir + "/" + file;
                    if (std::string refused = list.add(path); !refused.empty()) return refused;
                    writeOutputThrough(path, [&s](const std::string& temp) { writePngFile(s.strip.image, temp); });
                    bytes = readRegularFile(path, kMaxStripBytes);
                }
                strip_files[r].push_back(file);
                strip_pngs[r].push_back(std::move(bytes));
            }
        // The players' sheets go inline only: report.html carries them, no file of their own.
        std::vector<std::vector<std::vector<uint8_t>>> player_pngs(runs.size());
        for (std::size_t r = 0; r < runs.size(); ++r)
            for (const DirectionPlayer& p : runs[r].players)
                player_pngs[r].push_back(p.sheet.empty() ? std::vector<uint8_t>{} : encodePng(p.sheet));
        for (std::size_t k = 0; k < findings.size(); ++k) {
            if (findings[k].evidence.image.empty()) continue;
            std::filesystem::create_directories(std::filesystem::path(dir) / "evidence", ec);
            if (ec) return dir + "/evidence: cannot create the folder: " + ec.message();
            evidence_files[k] = "evidence/" + std::to_string(k + 1) + ".png";
            const std::string path = dir + "/" + evidence_files[k];
            if (std::string refused = list.add(path); !refused.empty()) return refused;
            const RgbaImage& image = findings[k].evidence.image;
            writeOutputThrough(path, [&image](const std::string& temp) { writePngFile(image, temp); });
            evidence_pngs[k] = readRegularFile(path, kMaxStripBytes);
        }
        nlohmann::json report = reportJson(runs, strip_files);
        report["findings"] = findingsJson(findings, evidence_files);
        writeText(dir + "/report.json", report.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n",
                  list);
        writeText(dir + "/report.html", reportHtml(runs, strip_pngs, findings, evidence_pngs, player_pngs), list);
    } catch (const std::exception& e) {
        return e.what();
    }
    if (summary)
        for (std::size_t k = 0; k < findings.size(); ++k) summary->emplace_back(findings[k], evidence_files[k]);
    return {};
}

}  // namespace gaitlab
