// A test's handle on a headless chromium over the Chrome DevTools Protocol through --remote-debugging-pipe: the
// browser reads JSON messages, each ended by a NUL byte, on its fd 3 and writes its replies and events on fd 4.
// One page (Target.createTarget, attached with flatten: true), every command answered within a timeout; the browser
// is killed when the handle goes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <sys/types.h>

namespace gaitlab::test {

/// The chromium on PATH ("chromium" or "chromium-browser"), "" when there is none.
[[nodiscard]] std::string findChromium();
/// Standard base64 (RFC 4648) decoded; padding and line breaks are skipped.
[[nodiscard]] std::vector<uint8_t> decodeBase64(const std::string& text);

class CdpBrowser {
public:
    /// Starts `browser` (chromium) headless with a fresh profile in `profile_dir` and a window of width x height
    /// CSS px, and opens one blank page. ok() is false (error() says why) when it does not answer in time.
    CdpBrowser(const std::string& browser, const std::string& profile_dir, int width, int height);
    ~CdpBrowser();
    CdpBrowser(const CdpBrowser&) = delete;
    CdpBrowser& operator=(const CdpBrowser&) = delete;

    [[nodiscard]] bool ok() const { return error_.empty(); }
    [[nodiscard]] const std::string& error() const { return error_; }

    /// Sends `method` with `params` to the page's session (or the browser with to_browser) and returns the reply's
    /// "result"; a reply with "error", or none within `timeout_ms`, sets error() and returns null.
    nlohmann::json call(const std::string& method, const nlohmann::json& params = nlohmann::json::object(),
                        bool to_browser = false, int timeout_ms = 10000);
    /// Opens `url` and waits for the page's load event.
    bool navigate(const std::string& url, int timeout_ms = 20000);
    /// Runtime.evaluate of `expression` (awaiting a promise), its value; null on an exception (error() says it).
    nlohmann::json eval(const std::string& expression);
    /// A real mouse click (pressed and released) at (x, y) CSS px of the viewport.
    bool click(double x, double y);
    /// A real key press (keyDown with its text, then keyUp): `key` as in KeyboardEvent.key, `code` as in .code.
    bool pressKey(const std::string& key, const std::string& code, int key_code);
    /// Page.captureScreenshot of the viewport as PNG bytes (empty on failure).
    std::vector<uint8_t> screenshot();

private:
    bool send(const nlohmann::json& message);
    /// The next message within `timeout_ms`; null when none came.
    nlohmann::json receive(int timeout_ms);
    pid_t pid_ = -1;
    int to_browser_ = -1;
    int from_browser_ = -1;
    std::string buffer_;
    std::string session_;
    int next_id_ = 1;
    std::vector<nlohmann::json> events_;  ///< events that came while waiting for a reply
    std::string error_;
};

}  // namespace gaitlab::test
