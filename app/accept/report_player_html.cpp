#include "app/accept/report_player_html.h"

#include <cmath>
#include <sstream>

#include "app/accept/report_html.h"
#include "app/accept/svg_plot.h"

namespace gaitlab {

namespace {

nlohmann::json playerFootJson(const PlayerFoot& f) {
    if (!f.planted) return nullptr;
    return nlohmann::json::array(
        {f.at.x, f.at.y, f.plant_start.x, f.plant_start.y, f.slide_px, verdictName(f.verdict)});
}

/// The JSON text safe inside a <script> element: "</" cannot close it.
std::string scriptSafe(const std::string& json) {
    std::string out;
    out.reserve(json.size());
    for (std::size_t i = 0; i < json.size(); ++i) {
        out += json[i];
        if (json[i] == '<' && i + 1 < json.size() && json[i + 1] == '/') out += "\\";
    }
    return out;
}

}  // namespace

nlohmann::json playerJson(const DirectionPlayer& player, const std::string& id) {
    nlohmann::json j;
    j["id"] = id;
    j["dir"] = player.dir;
    j["anim"] = player.anim;
    j["width"] = player.width;
    j["height"] = player.height;
    j["columns"] = player.columns;
    j["cells"] = player.cells;
    j["cell_width"] = player.cell_width;
    j["cell_height"] = player.cell_height;
    j["ground_y"] = player.ground_y;
    j["step_ticks"] = player.step_ticks;
    j["slide"] = {{"warn_px", player.slide_threshold.warn_high},
                  {"fail_px", player.slide_threshold.fail_high},
                  {"verdict", verdictName(player.slide_verdict)}};
    j["tick_fields"] = {"t_ms", "frame", "phase", "cell", "left", "right", "metric_slide_px", "x", "y"};
    j["foot_fields"] = {"x", "y", "start_x", "start_y", "slide_px", "verdict"};
    nlohmann::json ticks = nlohmann::json::array();
    for (const PlayerTick& t : player.ticks) {
        const double phase = std::round(t.phase * 1000.0) / 1000.0;
        ticks.push_back({t.t_ms, t.frame, phase, t.cell, playerFootJson(t.feet[kLeftFoot]),
                         playerFootJson(t.feet[kRightFoot]),
                         t.metric_slide ? nlohmann::json(*t.metric_slide) : nlohmann::json(nullptr), t.at.x, t.at.y});
    }
    j["ticks"] = std::move(ticks);
    return j;
}

std::string playerHtml(const DirectionPlayer& player, const std::string& id, const std::vector<uint8_t>& sheet_png,
                       const std::string& title) {
    std::ostringstream h;
    const std::size_t last = player.ticks.empty() ? 0 : player.ticks.size() - 1;
    h << "<div class=\"player\" id=\"player-" << id << "\" data-player=\"" << id << "\" tabindex=\"0\" hidden>"
      << "<div class=\"ptitle\">" << htmlEscape(title) << "</div><div class=\"pbar\">"
      << "<button type=\"button\" data-act=\"play\">&#9654; play</button>"
      << "<button type=\"button\" data-act=\"pause\">&#10074;&#10074; pause</button>"
      << "<button type=\"button\" data-act=\"pose-\" title=\"previous pose (left arrow)\">&#9664;&#9664; pose</button>"
      << "<button type=\"button\" data-act=\"pose+\" title=\"next pose (right arrow)\">pose &#9654;&#9654;</button>"
      << "<button type=\"button\" data-act=\"tick-\" title=\"one tick back (,)\">&#9664; tick</button>"
      << "<button type=\"button\" data-act=\"tick+\" title=\"one tick on (.)\">tick &#9654;</button>"
      << "<input type=\"range\" class=\"pscrub\" min=\"0\" max=\"" << last
      << "\" value=\"0\" step=\"1\" aria-label=\"tick\"><label>speed <select class=\"pspeed\">";
    for (const char* s : {"0.25", "0.5", "1", "2"})
        h << "<option value=\"" << s << "\"" << (std::string(s) == "1" ? " selected" : "") << ">" << s << "x</option>";
    h << "</select></label><label>zoom <select class=\"pzoom\">";
    for (int z = 1; z <= 8; ++z)
        h << "<option value=\"" << z << "\"" << (z == kPlayerZoom ? " selected" : "") << ">" << z << "x</option>";
    h << "</select></label></div><div class=\"pview\"><canvas class=\"pcanvas\" width=\"" << player.width * kPlayerZoom
      << "\" height=\"" << player.height * kPlayerZoom << "\"></canvas></div><div class=\"pcap\"></div>"
      << "<img class=\"psheet\" hidden alt=\"\" src=\"data:image/png;base64," << base64(sheet_png) << "\">"
      << "<script type=\"application/json\" class=\"pdata\">" << scriptSafe(playerJson(player, id).dump())
      << "</script></div>";
    return h.str();
}

std::string playFindingButton(const std::string& id, int64_t t_ms) {
    return "<button type=\"button\" class=\"play-finding\" data-player=\"" + id + "\" data-t-ms=\"" +
           std::to_string(t_ms) + "\" hidden>show in the player at " + std::to_string(t_ms) + " ms</button>";
}

const char* playerStyle() {
    return R"([hidden]{display:none!important}
.player{background:#fff;border:1px solid #d6d0c4;padding:6px;margin:6px 0;max-width:100%;box-sizing:border-box;width:fit-content}
.player:focus{outline:2px solid #1f6feb}.ptitle{font-weight:600;margin-bottom:4px}
.pbar{display:flex;flex-wrap:wrap;gap:4px;align-items:center;margin-bottom:6px}.pbar button{font:12px system-ui,sans-serif;padding:2px 8px}
.pscrub{width:220px}.pview{overflow:auto;max-width:calc(100vw - 80px);max-height:75vh;width:fit-content;border:1px solid #8c8476}
.pcanvas{image-rendering:pixelated;display:block}.pcap{font:12px/1.5 ui-monospace,monospace;margin-top:4px;white-space:pre-wrap}
.pcap .pass,.pcap .warn,.pcap .fail{padding:0 4px;border-radius:3px}.play-finding{margin-left:8px;font-size:12px})";
}

const char* playerScript() {
    return R"JS(<script>
(function () {
  'use strict';
  // Colours: the filmstrip's feet and guides; the verdicts' strong forms for lines, the report's pale ones behind text.
  var FOOT = ['#14a03c', '#1e5adc'], GUIDE = ['#78c88c', '#8caaeb'], NAME = ['left', 'right'];
  var LINE = {pass: '#1a7f37', warn: '#bf8700', fail: '#cf222e'};
  var BACK = {pass: '#d5f0d8', warn: '#fbecc0', fail: '#f6c9c9'};
  var players = {};
  window.gaitlabPlayers = players;

  function Player(root) {
    var self = this;
    this.root = root;
    this.d = JSON.parse(root.querySelector('.pdata').textContent);
    this.ticks = this.d.ticks;
    this.img = root.querySelector('.psheet');
    this.canvas = root.querySelector('.pcanvas');
    this.caption = root.querySelector('.pcap');
    this.scrub = root.querySelector('.pscrub');
    this.speedBox = root.querySelector('.pspeed');
    this.zoomBox = root.querySelector('.pzoom');
    this.i = 0;
    this.zoom = parseInt(this.zoomBox.value, 10);
    this.speed = parseFloat(this.speedBox.value);
    this.playing = false;
    this.clock = 0;
    root.querySelectorAll('button[data-act]').forEach(function (b) {
      b.addEventListener('click', function () { self.act(b.getAttribute('data-act')); });
    });
    this.scrub.addEventListener('input', function () { self.pause(); self.show(parseInt(self.scrub.value, 10)); });
    this.speedBox.addEventListener('change', function () { self.speed = parseFloat(self.speedBox.value); });
    this.zoomBox.addEventListener('change', function () { self.zoom = parseInt(self.zoomBox.value, 10); self.draw(); });
    root.addEventListener('keydown', function (e) {
      var act = {' ': self.playing ? 'pause' : 'play', ArrowRight: 'pose+', ArrowLeft: 'pose-', '.': 'tick+', ',': 'tick-'}[e.key];
      if (!act) return;
      e.preventDefault();
      self.act(act);
    });
    root.hidden = false;
    if (this.img.complete) this.show(0); else this.img.addEventListener('load', function () { self.show(0); });
    this.show(0);
  }

  Player.prototype.act = function (act) {
    var n = this.ticks.length, i = this.i, f = this.ticks[i][1], j;
    if (act === 'play') return this.play();
    this.pause();
    if (act === 'tick+') return this.show(Math.min(n - 1, i + 1));
    if (act === 'tick-') return this.show(Math.max(0, i - 1));
    if (act === 'pose+') {
      for (j = i + 1; j < n && this.ticks[j][1] === f; ++j) {}
      return this.show(j < n ? j : i);
    }
    if (act === 'pose-') {  // to the first tick of the pose before
      for (j = i - 1; j >= 0 && this.ticks[j][1] === f; --j) {}
      if (j < 0) return this.show(0);
      var g = this.ticks[j][1];
      while (j > 0 && this.ticks[j - 1][1] === g) --j;
      return this.show(j);
    }
  };

  Player.prototype.play = function () {
    if (this.playing) return;
    var self = this;
    if (this.i >= this.ticks.length - 1) this.i = 0;
    this.playing = true;
    this.clock = this.ticks[this.i][0];
    this.last = performance.now();
    this.root.setAttribute('data-playing', '1');
    var frame = function (now) {
      if (!self.playing) return;
      self.clock += (now - self.last) * self.speed;
      self.last = now;
      var t = self.ticks, i = self.i;
      while (i + 1 < t.length && t[i + 1][0] <= self.clock) ++i;
      if (i + 1 >= t.length && self.clock >= t[t.length - 1][0] + 10) { i = 0; self.clock = t[0][0]; }
      if (i !== self.i) self.show(i);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };

  Player.prototype.pause = function () {
    this.playing = false;
    this.root.setAttribute('data-playing', '0');
  };

  Player.prototype.seek = function (t_ms) {  // the shown tick nearest t_ms
    var best = 0;
    for (var k = 0; k < this.ticks.length; ++k)
      if (Math.abs(this.ticks[k][0] - t_ms) < Math.abs(this.ticks[best][0] - t_ms)) best = k;
    this.show(best);
  };

  Player.prototype.show = function (i) {
    this.i = i;
    this.scrub.value = String(i);
    var t = this.ticks[i];
    this.root.setAttribute('data-index', String(i));
    this.root.setAttribute('data-t-ms', String(t[0]));
    this.root.setAttribute('data-frame', String(t[1]));
    this.draw();
  };

  Player.prototype.draw = function () {
    var d = this.d, z = this.zoom, t = this.ticks[this.i], c = t[3];
    var cv = this.canvas, ctx = cv.getContext('2d');
    if (cv.width !== d.width * z) cv.width = d.width * z;
    if (cv.height !== d.height * z) cv.height = d.height * z;
    this.root.setAttribute('data-zoom', String(z));
    ctx.imageSmoothingEnabled = false;
    ctx.fillStyle = '#e8e2d4';
    ctx.fillRect(0, 0, cv.width, cv.height);
    ctx.fillStyle = '#c4baa6';
    ctx.fillRect(0, d.ground_y * z, cv.width, z);
    var cw = d.cell_width, ch = d.cell_height;
    if (this.img.complete && this.img.naturalWidth > 0)
      ctx.drawImage(this.img, (c % d.columns) * cw, Math.floor(c / d.columns) * ch, cw, ch,
                    t[7] * z, t[8] * z, cw * z, ch * z);
    var mid = function (v) { return (v + 0.5) * z; };
    var feet = [t[4], t[5]], text = [];
    ctx.font = 'bold 13px system-ui,sans-serif';
    ctx.textBaseline = 'middle';
    for (var k = 0; k < 2; ++k) {  // guides and slides under the markers
      var f = feet[k];
      if (!f) continue;
      ctx.setLineDash([4, 4]);
      ctx.lineWidth = 2;
      ctx.strokeStyle = GUIDE[k];
      ctx.beginPath();
      ctx.moveTo(mid(f[2]), 0);
      ctx.lineTo(mid(f[2]), cv.height);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.arc(mid(f[2]), mid(f[3]), 6, 0, 2 * Math.PI);
      ctx.stroke();
      if (f[4] > 0) {
        ctx.lineWidth = 6;
        ctx.lineCap = 'round';
        ctx.strokeStyle = LINE[f[5]] || '#666';
        ctx.beginPath();
        ctx.moveTo(mid(f[2]), mid(f[3]));
        ctx.lineTo(mid(f[0]), mid(f[1]));
        ctx.stroke();
      }
    }
    for (k = 0; k < 2; ++k) {  // markers and the slide written beside them
      f = feet[k];
      if (!f) continue;
      ctx.fillStyle = '#fff';
      ctx.fillRect(mid(f[0]) - 6, mid(f[1]) - 6, 12, 12);
      ctx.fillStyle = FOOT[k];
      ctx.fillRect(mid(f[0]) - 5, mid(f[1]) - 5, 10, 10);
      var label = (k ? 'R ' : 'L ') + f[4] + ' px';
      var w = ctx.measureText(label).width + 8;
      var x = Math.min(Math.max(mid(Math.max(f[0], f[2])) + 10, 0), cv.width - w);
      var y = Math.min(Math.max(mid(f[1]) + 16 + 18 * k, 9), cv.height - 9);
      ctx.fillStyle = BACK[f[5]] || '#eee';
      ctx.fillRect(x, y - 9, w, 18);
      ctx.strokeStyle = LINE[f[5]] || '#666';
      ctx.lineWidth = 1;
      ctx.strokeRect(x + 0.5, y - 8.5, w - 1, 17);
      ctx.fillStyle = '#222';
      ctx.fillText(label, x + 4, y + 1);
      text.push(NAME[k] + ' <span class="' + f[5] + '">' + f[4] + ' px ' + f[5] + '</span>');
    }
    var planted = feet[0] && feet[1] ? 'both' : feet[0] ? 'left' : feet[1] ? 'right' : 'none';
    this.caption.innerHTML = 'tick ' + Math.round(t[0] / 10) + ' (' + t[0] + ' ms) \u00b7 frame ' + t[1] +
      ' \u00b7 phase ' + t[2].toFixed(3) + ' \u00b7 planted: ' + planted +
      (text.length ? ' \u00b7 contact point from where its plant began: ' + text.join(', ') : '') +
      (t[6] !== null ? ' \u00b7 foot-slide metric (the measure the verdict judges) ' + t[6] + ' px' : '') +
      '\n' + (this.i + 1) + ' of ' + this.ticks.length + ' shown ticks' +
      (d.step_ticks > 1 ? ' (every ' + d.step_ticks + 'nd tick)' : '') + ', zoom ' + z + 'x';
  };

  document.querySelectorAll('.player[data-player]').forEach(function (root) {
    players[root.getAttribute('data-player')] = new Player(root);
  });
  document.querySelectorAll('.play-finding[data-player]').forEach(function (b) {
    var p = players[b.getAttribute('data-player')];
    if (!p) return;
    b.hidden = false;
    b.addEventListener('click', function () {
      p.pause();
      p.seek(parseInt(b.getAttribute('data-t-ms'), 10));
      p.root.scrollIntoView({block: 'center'});
      p.root.focus({preventScroll: true});
    });
  });
})();
</script>)JS";
}

}  // namespace gaitlab
