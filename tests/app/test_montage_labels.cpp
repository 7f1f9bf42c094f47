// The montage's label strips (app/headless/montage_labels.h): the fields, ImGui's default font drawn pixel for pixel (every
// text pixel is the full text colour: crisp at 1x), line packing and the cells' layout.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/headless/montage_labels.h"
#include "engine/world/trace.h"

using namespace gaitlab;

TEST_CASE("label fields name tick, frame, phase and sheet") {
    TraceRow row;
    row.frame = 3;
    row.phase = 0.4249;
    row.anim = "walk";
    row.dir = 2;
    CHECK(labelFields(row, 1200, 6) == std::vector<std::string>{"t 1200", "f 3", "ph 0.42", "walk SE"});
    row.dir = 3;  // square maps name eight directions
    CHECK(labelFields(row, 7, 8).back() == "walk S");
}

TEST_CASE("label text is the default font at one pixel per texel") {
    CHECK(labelLineHeight() == 13);
    CHECK(labelTextWidth("t 1200") == 42);  // 7 px advance per character
    RgbaImage image(60, 17, kLabelBackground);
    drawLabelText(image, kLabelPad, kLabelPad, "t 1200", kLabelText);
    int text = 0, other = 0, min_x = 1 << 30, max_x = -1, min_y = 1 << 30, max_y = -1;
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            const Rgba8 p = image.at(x, y);
            if (p == kLabelText) {
                ++text;
                min_x = std::min(min_x, x);
                max_x = std::max(max_x, x);
                min_y = std::min(min_y, y);
                max_y = std::max(max_y, y);
            } else if (!(p == kLabelBackground)) {
                ++other;  // a blended edge: the font is not drawn 1:1
            }
        }
    CHECK(other == 0);
    CHECK(text > 40);
    CHECK(min_x >= kLabelPad);
    CHECK(max_x < kLabelPad + 42);
    CHECK(min_y >= kLabelPad);
    CHECK(max_y < kLabelPad + 13);
    CHECK(max_y - min_y >= 6);  // digits are taller than a few rows
}

TEST_CASE("labels pack by field into lines of the cell width") {
    const std::vector<std::string> fields{"t 1200", "f 3", "ph 0.42", "walk SE"};
    // "t 1200  f 3  ph 0.42  walk SE" is 29 characters, 203 pixels.
    CHECK(packLabel(fields, 203) == std::vector<std::string>{"t 1200  f 3  ph 0.42  walk SE"});
    CHECK(packLabel(fields, 202) == std::vector<std::string>{"t 1200  f 3  ph 0.42", "walk SE"});
    CHECK(packLabel(fields, 60) == std::vector<std::string>{"t 1200", "f 3", "ph 0.42", "walk SE"});
    CHECK(packLabel({}, 50).size() == 1);
    CHECK(labelStripHeight(2) == 30);
}

TEST_CASE("labelled montage puts each strip beneath its frame") {
    std::vector<RgbaImage> cells{RgbaImage(100, 30, Rgba8{200, 0, 0, 255}), RgbaImage(100, 30, Rgba8{0, 200, 0, 255}),
                                 RgbaImage(100, 30, Rgba8{0, 0, 200, 255})};
    // Cells 100 wide pack labels into 98 pixels: the longest label takes 3 lines.
    const std::vector<std::vector<std::string>> labels{{"t 1", "f 0"},
                                                       {"t 2", "f 1"},
                                                       {"t 1200", "f 3", "ph 0.42", "walk SE"}};
    const MontageLayout layout = labelledMontageLayout(3, 2, 100, 30, labels);
    CHECK(layout.strip_h == labelStripHeight(3));  // "t 1200  f 3" fits 98 pixels, then "ph 0.42", "walk SE"
    CHECK(layout.frameOrigin(1) == ipos(104, 2));
    CHECK(layout.frameOrigin(2) == ipos(2, 2 + 30 + layout.strip_h + 2));
    CHECK(layout.sheetSize() == ipos(206, (30 + layout.strip_h + 2) * 2 + 2));
    const RgbaImage sheet = labelledMontage(cells, labels, 2);
    REQUIRE(sheet.width == 206);
    REQUIRE(sheet.height == layout.sheetSize().y);
    for (int i = 0; i < 3; ++i) {
        CAPTURE(i);
        const ipos f = layout.frameOrigin(i);
        int frame_same = 0;
        for (int y = 0; y < 30; ++y)
            for (int x = 0; x < 100; ++x) frame_same += sheet.at(f.x + x, f.y + y) == cells[i].at(0, 0) ? 1 : 0;
        CHECK(frame_same == 3000);  // no text over the frame
        const ipos s = layout.stripOrigin(i);
        int text = 0;
        for (int y = 0; y < layout.strip_h; ++y)
            for (int x = 0; x < 100; ++x) text += sheet.at(s.x + x, s.y + y) == kLabelText ? 1 : 0;
        CHECK(text > 20);
    }
    CHECK(sheet.at(1, 1) == kMontageBackground);
}
