#include "cdp_pipe.h"

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

namespace gaitlab::test {

namespace {

using CdpClock = std::chrono::steady_clock;

int cdpMillisLeft(CdpClock::time_point until) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - CdpClock::now()).count();
    return left > 0 ? static_cast<int>(left) : 0;
}

}  // namespace

std::vector<uint8_t> decodeBase64(const std::string& text) {
    std::vector<uint8_t> out;
    uint32_t bits = 0;
    int count = 0;
    for (const char c : text) {
        int v = -1;
        if (c >= 'A' && c <= 'Z') v = c - 'A';
        if (c >= 'a' && c <= 'z') v = c - 'a' + 26;
        if (c >= '0' && c <= '9') v = c - '0' + 52;
        if (c == '+') v = 62;
        if (c == '/') v = 63;
        if (v < 0) continue;  // padding, line breaks
        bits = (bits << 6) | static_cast<uint32_t>(v);
        count += 6;
        if (count >= 8) {
            count -= 8;
            out.push_back(static_cast<uint8_t>((bits >> count) & 0xff));
        }
    }
    return out;
}

std::string findChromium() {
    for (const char* name : {"chromium", "chromium-browser"}) {
        const std::string probe = std::string("command -v ") + name + " >/dev/null 2>&1";
        if (std::system(probe.c_str()) == 0) return name;
    }
    return {};
}

CdpBrowser::CdpBrowser(const std::string& browser, const std::string& profile_dir, int width, int height) {
    // A browser that dies makes a write fail with EPIPE instead of killing the test run.
    signal(SIGPIPE, SIG_IGN);
    int to[2];
    int from[2];
    if (pipe2(to, O_CLOEXEC) != 0 || pipe2(from, O_CLOEXEC) != 0) {
        error_ = std::string("pipe: ") + std::strerror(errno);
        return;
    }
    const std::string profile = "--user-data-dir=" + profile_dir;
    const std::string size = "--window-size=" + std::to_string(width) + "," + std::to_string(height);
    pid_ = fork();
    if (pid_ == 0) {
        setpgid(0, 0);  // its helpers (zygote, renderer) in one group, ended together
        // Out of the way of 3 and 4 first, then onto them (dup2 clears close-on-exec).
        const int in = fcntl(to[0], F_DUPFD, 10);
        const int out = fcntl(from[1], F_DUPFD, 10);
        dup2(in, 3);
        dup2(out, 4);
        const int null = open("/dev/null", O_RDWR);
        dup2(null, 1);
        dup2(null, 2);
        execlp(browser.c_str(), browser.c_str(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check", profile.c_str(), size.c_str(),
               static_cast<char*>(nullptr));
        _exit(127);
    }
    close(to[0]);
    close(from[1]);
    to_browser_ = to[1];
    from_browser_ = from[0];
    if (pid_ < 0) {
        error_ = std::string("fork: ") + std::strerror(errno);
        return;
    }
    const nlohmann::json target = call("Target.createTarget", {{"url", "about:blank"}}, true, 30000);
    if (!ok()) return;
    const nlohmann::json attached =
        call("Target.attachToTarget", {{"targetId", target.value("targetId", "")}, {"flatten", true}}, true);
    if (!ok()) return;
    session_ = attached.value("sessionId", "");
    call("Page.enable");
    call("Emulation.setDeviceMetricsOverride",
         {{"width", width}, {"height", height}, {"deviceScaleFactor", 1}, {"mobile", false}});
}

CdpBrowser::~CdpBrowser() {
    if (pid_ > 0) {
        if (to_browser_ >= 0) send({{"id", next_id_++}, {"method", "Browser.close"}});
        // A moment to close on its own, then the whole group it started.
        for (int k = 0; k < 20 && waitpid(pid_, nullptr, WNOHANG) == 0; ++k)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        kill(-pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
    }
    if (to_browser_ >= 0) close(to_browser_);
    if (from_browser_ >= 0) close(from_browser_);
}

bool CdpBrowser::send(const nlohmann::json& message) {
    std::string text = message.dump();
    text.push_back('\0');
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = write(to_browser_, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            error_ = std::string("cannot write to the browser: ") + std::strerror(errno);
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

nlohmann::json CdpBrowser::receive(int timeout_ms) {
    const auto until = CdpClock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
        if (const std::size_t end = buffer_.find('\0'); end != std::string::npos) {
            const std::string text = buffer_.substr(0, end);
            buffer_.erase(0, end + 1);
            return nlohmann::json::parse(text, nullptr, false);
        }
        pollfd p{from_browser_, POLLIN, 0};
        const int ready = poll(&p, 1, cdpMillisLeft(until));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return nullptr;
        char chunk[65536];
        const ssize_t n = read(from_browser_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return nullptr;  // the browser closed its end
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

nlohmann::json CdpBrowser::call(const std::string& method, const nlohmann::json& params, bool to_browser,
                                int timeout_ms) {
    const int id = next_id_++;
    nlohmann::json message = {{"id", id}, {"method", method}, {"params", params}};
    if (!to_browser && !session_.empty()) message["sessionId"] = session_;
    if (!send(message)) return nullptr;
    const auto until = CdpClock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
        const int left = cdpMillisLeft(until);
        nlohmann::json reply = left > 0 ? receive(left) : nlohmann::json(nullptr);
        if (reply.is_null() || reply.is_discarded()) {
            error_ = method + ": no reply within " + std::to_string(timeout_ms) + " ms";
            return nullptr;
        }
        if (!reply.contains("id")) {
            events_.push_back(std::move(reply));
            continue;
        }
        if (reply["id"] != id) continue;
        if (reply.contains("error")) {
            error_ = method + ": " + reply["error"].dump();
            return nullptr;
        }
        return reply.value("result", nlohmann::json::object());
    }
}

bool CdpBrowser::navigate(const std::string& url, int timeout_ms) {
    events_.clear();
    call("Page.navigate", {{"url", url}});
    if (!ok()) return false;
    const auto until = CdpClock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
        for (const nlohmann::json& e : events_)
            if (e.value("method", "") == "Page.loadEventFired") return true;
        events_.clear();
        const int left = cdpMillisLeft(until);
        nlohmann::json event = left > 0 ? receive(left) : nlohmann::json(nullptr);
        if (event.is_null() || event.is_discarded()) {
            error_ = url + ": no load event within " + std::to_string(timeout_ms) + " ms";
            return false;
        }
        events_.push_back(std::move(event));
    }
}

nlohmann::json CdpBrowser::eval(const std::string& expression) {
    const nlohmann::json r =
        call("Runtime.evaluate", {{"expression", expression}, {"awaitPromise", true}, {"returnByValue", true}});
    if (r.is_null()) return nullptr;
    if (r.contains("exceptionDetails")) {
        error_ = expression + ": " + r["exceptionDetails"].dump();
        return nullptr;
    }
    return r["result"].value("value", nlohmann::json(nullptr));
}

bool CdpBrowser::click(double x, double y) {
    call("Input.dispatchMouseEvent", {{"type", "mouseMoved"}, {"x", x}, {"y", y}});
    call("Input.dispatchMouseEvent",
         {{"type", "mousePressed"}, {"x", x}, {"y", y}, {"button", "left"}, {"clickCount", 1}});
    call("Input.dispatchMouseEvent",
         {{"type", "mouseReleased"}, {"x", x}, {"y", y}, {"button", "left"}, {"clickCount", 1}});
    return ok();
}

bool CdpBrowser::pressKey(const std::string& key, const std::string& code, int key_code) {
    nlohmann::json down = {{"type", key.size() == 1 ? "keyDown" : "rawKeyDown"},
                           {"key", key},
                           {"code", code},
                           {"windowsVirtualKeyCode", key_code}};
    if (key.size() == 1) down["text"] = key;
    call("Input.dispatchKeyEvent", down);
    call("Input.dispatchKeyEvent",
         {{"type", "keyUp"}, {"key", key}, {"code", code}, {"windowsVirtualKeyCode", key_code}});
    return ok();
}

std::vector<uint8_t> CdpBrowser::screenshot() {
    const nlohmann::json r = call("Page.captureScreenshot", {{"format", "png"}}, false, 30000);
    if (r.is_null() || !r.contains("data")) return {};
    return decodeBase64(r["data"].get<std::string>());
}

}  // namespace gaitlab::test
