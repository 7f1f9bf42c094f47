// A monkey test of the client loop: three minutes of simulated time (1800 frames of 100 ms, ClientOptions::
// fixed_frame_ms) of random mouse moves, clicks (shift-clicks among them), wheel turns, keys, typed text, dropped
// files (sprites, a missing path, a folder, a text file) and window resizes, while the asset folder underneath
// changes: the map turns square and back, breaks and heals, the walk's FOFRM and a tile PNG are rewritten.
// The client must neither crash nor report (the sanitizers fail the test at exit), and its live heap must stay
// flat after the first simulated minute (compared at the same point of the asset changes' cycle).
#include <doctest/doctest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include <SDL.h>
#include <malloc.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define GAITLAB_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GAITLAB_ASAN 1
#endif
#endif
#ifdef GAITLAB_ASAN
// The sanitizer runtime's own count (sanitizer/allocator_interface.h, which GCC does not install).
extern "C" size_t __sanitizer_get_current_allocated_bytes();
#endif

#include "app/client/client.h"
#include "app/panels/ui_state.h"
#include "engine/world/world.h"

namespace fs = std::filesystem;
using namespace gaitlab;

namespace {

constexpr int kFrames = 1800;
constexpr double kFrameMs = 100.0;
constexpr int kAssetCycle = 280;                             // frames: the seven asset changes, 40 frames apart
constexpr int kMinuteFrame = 600;                            // 1 simulated minute
constexpr int kLastSample = kMinuteFrame + 4 * kAssetCycle;  // 4 cycles later: the same assets and the same change next
constexpr int kWidth = 640;
constexpr int kHeight = 480;

/// Bytes the program holds on the heap now (freed blocks in ASan's quarantine excluded).
long long liveHeapBytes() {
#ifdef GAITLAB_ASAN
    return static_cast<long long>(__sanitizer_get_current_allocated_bytes());
#else
    return static_cast<long long>(mallinfo2().uordblks);
#endif
}

long long residentBytes() {
    std::ifstream statm("/proc/self/statm");
    long long pages = 0, resident = 0;
    statm >> pages >> resident;
    return resident * static_cast<long long>(sysconf(_SC_PAGESIZE));
}

std::string readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeFile(const fs::path& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

void push(SDL_Event event) { SDL_PushEvent(&event); }

class Monkey {
public:
    Monkey(fs::path assets, unsigned seed) : assets_(std::move(assets)), rng_(seed) {
        demo_map_ = readFile(assets_ / "maps" / "demo.json");
        square_map_ = readFile(assets_ / "maps" / "square.json");
        walk_ = readFile(assets_ / "critters" / "humanoid" / "walk.fofrm");
        grass_ = readFile(assets_ / "tiles" / "grass.png");
        writeFile(assets_ / "notes.txt", "not a sprite\n");
        drops_ = {(assets_ / "critters" / "humanoid" / "run.fofrm").string(),
                  (assets_ / "critters" / "humanoid-square" / "walk.fofrm").string(),
                  (assets_ / "missing.fofrm").string(),
                  (assets_ / "critters").string(),
                  (assets_ / "notes.txt").string(),
                  (assets_ / "tiles" / "rock.png").string() + "#4x1"};
    }

    void frame(const ClientFrame& frame) {
        changeAssets(frame.frame);
        SDL_Window* window = frame.window;
        const Uint32 id = SDL_GetWindowID(window);
        const int events = pick(0, 4);
        for (int i = 0; i < events; ++i) event(window, id);
        if (frame.frame == kMinuteFrame) heap_at_minute_ = liveHeapBytes();
        if (frame.frame == kLastSample) heap_at_end_ = liveHeapBytes();
        if (frame.frame == kFrames) {
            resident_at_end_ = residentBytes();
            critters_ = static_cast<int>(frame.world->critters().size());
        }
        frames_ = frame.frame;
    }

    long long heap_at_minute_ = 0;
    long long heap_at_end_ = 0;
    long long resident_at_end_ = 0;
    int critters_ = 0;
    int frames_ = 0;

private:
    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }

    // Every 40 frames (4 s) one change, cycling: the map square, broken, back; the walk with a bad frame count and
    // back; the grass tile truncated and back. The client polls every 0.5 s.
    void changeAssets(int frame) {
        if (frame % 40 != 0) return;
        const fs::path map = assets_ / "maps" / "demo.json";
        const fs::path walk = assets_ / "critters" / "humanoid" / "walk.fofrm";
        const fs::path grass = assets_ / "tiles" / "grass.png";
        switch ((frame / 40) % 7) {
        case 0: writeFile(map, square_map_); break;
        case 1: writeFile(map, demo_map_.substr(0, demo_map_.size() / 2)); break;
        case 2: writeFile(map, demo_map_); break;
        case 3: writeFile(walk, walk_ + "\ncount = 999\n"); break;
        case 4: writeFile(walk, walk_); break;
        case 5: writeFile(grass, grass_.substr(0, 40)); break;
        default: writeFile(grass, grass_); break;
        }
    }

    void event(SDL_Window* window, Uint32 id) {
        SDL_Event e{};
        switch (pick(0, 9)) {
        case 0:
        case 1:
            e.type = SDL_MOUSEMOTION;
            e.motion.windowID = id;
            e.motion.x = pick(-20, kWidth + 20);
            e.motion.y = pick(-20, kHeight + 20);
            e.motion.xrel = pick(-30, 30);
            e.motion.yrel = pick(-30, 30);
            e.motion.state = pick(0, 3) == 0 ? SDL_BUTTON_LMASK : 0;
            push(e);
            break;
        case 2:
        case 3: {
            const Uint8 button = pick(0, 2) == 0 ? SDL_BUTTON_RIGHT : SDL_BUTTON_LEFT;
            const int x = pick(0, kWidth - 1), y = pick(0, kHeight - 1);
            if (pick(0, 3) == 0) key(id, SDL_KEYDOWN, SDLK_LSHIFT, KMOD_LSHIFT);
            for (const Uint32 type : {SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP}) {
                SDL_Event b{};
                b.type = type;
                b.button.windowID = id;
                b.button.button = button;
                b.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
                b.button.clicks = 1;
                b.button.x = x;
                b.button.y = y;
                push(b);
            }
            key(id, SDL_KEYUP, SDLK_LSHIFT, KMOD_NONE);
            break;
        }
        case 4:
            e.type = SDL_MOUSEWHEEL;
            e.wheel.windowID = id;
            e.wheel.y = pick(-3, 3);
            push(e);
            break;
        case 5:
        case 6: {
            // Every scene key but Escape (quit) and F12 (a screenshot file per press).
            static constexpr SDL_Keycode kKeys[] = {
                SDLK_SPACE,     SDLK_PERIOD, SDLK_COMMA, SDLK_LEFTBRACKET, SDLK_RIGHTBRACKET,
                SDLK_o,         SDLK_c,      SDLK_f,     SDLK_TAB,         SDLK_1,
                SDLK_2,         SDLK_3,      SDLK_4,     SDLK_5,           SDLK_PLUS,
                SDLK_MINUS,     SDLK_w,      SDLK_a,     SDLK_s,           SDLK_d,
                SDLK_BACKSPACE, SDLK_RETURN};
            const SDL_Keycode sym = kKeys[pick(0, static_cast<int>(std::size(kKeys)) - 1)];
            key(id, SDL_KEYDOWN, sym, KMOD_NONE);
            if (pick(0, 1) == 0) key(id, SDL_KEYUP, sym, KMOD_NONE);  // some keys stay held a while
            break;
        }
        case 7:
            e.type = SDL_TEXTINPUT;
            e.text.windowID = id;
            e.text.text[0] = static_cast<char>(pick(32, 126));
            push(e);
            break;
        case 8:
            if (pick(0, 5) != 0) break;  // drops are rarer
            e.type = SDL_DROPFILE;
            e.drop.windowID = id;
            e.drop.file =
                SDL_strdup(drops_[static_cast<std::size_t>(pick(0, static_cast<int>(drops_.size()) - 1))].c_str());
            push(e);
            break;
        default:
            if (pick(0, 7) != 0) break;
            SDL_SetWindowSize(window, pick(320, kWidth), pick(240, kHeight));
            break;
        }
    }

    void key(Uint32 id, Uint32 type, SDL_Keycode sym, Uint16 mod) {
        SDL_Event e{};
        e.type = type;
        e.key.windowID = id;
        e.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
        e.key.keysym.sym = sym;
        e.key.keysym.scancode = SDL_GetScancodeFromKey(sym);
        e.key.keysym.mod = mod;
        push(e);
    }

    fs::path assets_;
    std::mt19937 rng_;
    std::string demo_map_, square_map_, walk_, grass_;
    std::vector<std::string> drops_;
};

}  // namespace

TEST_CASE("monkey: three simulated minutes of random input over changing assets, no crash and a flat heap") {
    const fs::path dir = fs::temp_directory_path() / ("gaitlab-monkey-" + std::to_string(getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    for (const char* part : {"critters", "maps", "tiles", "tactics", "scenarios", "anim"})
        if (fs::exists(fs::path(GAITLAB_ASSET_DIR) / part))
            fs::copy(fs::path(GAITLAB_ASSET_DIR) / part, dir / part, fs::copy_options::recursive);

    Monkey monkey(dir, 20261202);
    ClientOptions options;
    options.asset_dir = dir.string();
    options.width = kWidth;
    options.height = kHeight;
    options.max_frames = kFrames;
    options.fixed_frame_ms = kFrameMs;
    options.after_frame = [&](const ClientFrame& frame) { monkey.frame(frame); };
    // Screenshots (F12 is never pressed) and the layout file stay out of the working folder: none is written.
    CHECK(runClient(options) == 0);
    CHECK(monkey.frames_ == kFrames);
    CHECK(monkey.critters_ >= 1);
    const double growth_mb = static_cast<double>(monkey.heap_at_end_ - monkey.heap_at_minute_) / (1024.0 * 1024.0);
    MESSAGE("live heap after 1 min " << monkey.heap_at_minute_ / 1024 << " KiB, 112 s later "
                                     << monkey.heap_at_end_ / 1024 << " KiB (" << growth_mb << " MiB more); resident "
                                     << monkey.resident_at_end_ / (1024 * 1024) << " MiB");
    CHECK(monkey.heap_at_minute_ > 0);
    CHECK(growth_mb < 8.0);
    fs::remove_all(dir);
}
