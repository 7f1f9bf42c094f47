#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include <unistd.h>

int main(int argc, char** argv) {
    // The commands record what they write in the user's state folder (app/files/output_record.h): a test run keeps its
    // record in a folder of its own, removed at the end, and never sees or changes the user's.
    const std::filesystem::path state =
        std::filesystem::temp_directory_path() / ("gaitlab_test_state_" + std::to_string(::getpid()));
    ::setenv("XDG_STATE_HOME", state.c_str(), 1);
    doctest::Context context(argc, argv);
    const int result = context.run();
    std::error_code ec;
    std::filesystem::remove_all(state, ec);
    return result;
}
