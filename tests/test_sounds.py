"""The generated sounds and music: deterministic, the committed files are exactly what the
script makes, and each is a sane WAV (format, length, no clipping, no DC offset, not silent);
the music loops without a click."""
from __future__ import annotations

import importlib.util
import io
import random
import struct
import wave
from pathlib import Path

import pytest

from scenes.assets import asset_path

ROOT = Path(__file__).resolve().parent.parent
SOUND_NAMES = ("gavel", "gavel_triple", "card", "coins", "bell", "reveal")
#: Seconds each sound may last: short effects stay short, the bell rings out.
DURATIONS = {"gavel": (0.2, 0.6), "gavel_triple": (0.6, 1.3), "card": (0.15, 0.5),
             "coins": (0.4, 1.2), "bell": (1.2, 2.25), "reveal": (0.6, 1.5)}


def load_tool():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def tool():
    return load_tool()


@pytest.fixture(scope="module")
def rendered(tool):
    # The global generator is stirred first: the sounds must not depend on it.
    random.seed(12345)
    random.random()
    return {name: tool.render(name) for name in tool.SOUNDS}     # the music is tested below


def samples(data: bytes) -> tuple[wave._wave_params, tuple[int, ...]]:
    with wave.open(io.BytesIO(data), "rb") as w:
        params = w.getparams()
        frames = w.readframes(params.nframes)
    return params, struct.unpack(f"<{params.nframes}h", frames)


def test_every_sound_is_made(rendered):
    assert tuple(rendered) == SOUND_NAMES


def test_the_committed_files_are_what_the_script_makes(rendered):
    for name, data in rendered.items():
        assert asset_path("sounds", f"{name}.wav").read_bytes() == data, (
            f"assets/sounds/{name}.wav is out of date: run tools/make_sounds.py")


def test_rendering_twice_gives_the_same_bytes(tool, rendered):
    random.seed(999)                        # stir the global generator differently
    assert tool.render("gavel") == rendered["gavel"]
    assert tool.render("card") == rendered["card"]


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_is_a_sane_wav(rendered, name):
    data = rendered[name]
    params, pcm = samples(data)
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    lo, hi = DURATIONS[name]
    assert lo <= params.nframes / params.framerate <= hi
    assert len(data) < 100 * 1024
    peak = max(abs(v) for v in pcm)
    assert 0.5 * 32767 < peak < 32767                   # loud enough, never clipped
    assert abs(sum(pcm) / len(pcm)) < 0.002 * 32767     # no DC offset
    assert abs(pcm[0]) < 0.05 * 32767 or name.startswith(("gavel", "coins"))
    assert abs(pcm[-1]) < 0.001 * 32767                 # faded out: no click at the end
    # Not silence padded: something happens in the first tenth of a second.
    assert max(abs(v) for v in pcm[: params.framerate // 10]) > 0.1 * 32767


def test_check_mode_spots_a_stale_file(tool, tmp_path, rendered, capsys, monkeypatch):
    monkeypatch.setattr(tool, "render_all", lambda: dict(rendered))   # rendering is tested above
    for name, data in rendered.items():
        (tmp_path / f"{name}.wav").write_bytes(data)
    assert tool.main(["--out", str(tmp_path), "--check"]) == 0
    stale = bytearray(rendered["bell"])
    stale[len(stale) // 2] ^= 0x10
    (tmp_path / "bell.wav").write_bytes(bytes(stale))
    assert tool.main(["--out", str(tmp_path), "--check"]) == 1
    assert "bell.wav" in capsys.readouterr().err


def test_the_bell_rings_on_while_the_knock_is_over(rendered):
    """A quarter second in, most of the knock's energy is spent; the bell has half to come."""
    def share_after(name, seconds=0.25):
        params, pcm = samples(rendered[name])
        energy = [v * v for v in pcm]
        return sum(energy[int(seconds * params.framerate):]) / sum(energy)
    assert share_after("bell") > 0.3
    assert share_after("gavel") < 0.001
    assert share_after("card") < 0.01


# --- the music --------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def music():
    params, pcm = samples(asset_path("sounds", "music.wav").read_bytes())
    return params, pcm


def test_the_music_is_a_loop_of_the_right_shape(music):
    params, pcm = music
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    assert 20 <= params.nframes / params.framerate <= 32
    assert asset_path("sounds", "music.wav").stat().st_size < 1.5 * 1024 * 1024
    peak = max(abs(v) for v in pcm)
    assert 0.45 * 32767 <= peak <= 0.53 * 32767          # about -6 dBFS: under the effects
    assert abs(sum(pcm) / len(pcm)) < 0.001 * 32767     # no DC offset
    # Not sparse: the music is there all along, every second of it.
    second = params.framerate
    for start in range(0, len(pcm) - second + 1, second):
        assert max(abs(v) for v in pcm[start:start + second]) > 0.05 * 32767, start


def test_the_music_loops_without_a_click(music):
    """Across the loop's seam the wave steps no more than it does around it, and the level on
    either side of the seam is alike (nothing cut off at the end or missing at the start)."""
    params, pcm = music
    n = params.framerate // 20                            # 50 ms either side
    around = pcm[-n:] + pcm[:n]
    steps = [abs(b - a) for a, b in zip(around, around[1:])]
    seam = steps[n - 1]                                   # last sample to first
    assert seam == abs(pcm[0] - pcm[-1])
    inner = steps[: n - 1] + steps[n:]
    assert seam <= max(inner)
    # And the wave's slope runs on: the bend at the seam (second difference) is no sharper
    # than 99 in 100 of those around it (a loop cut short bends ten times as sharply).
    bends = [abs(around[i + 1] - 2 * around[i] + around[i - 1]) for i in range(1, 2 * n - 1)]
    seam_bend = max(bends[n - 2], bends[n - 1])
    others = sorted(bends[: n - 2] + bends[n:])
    assert seam_bend <= others[int(0.99 * len(others))]

    def rms(x):
        return (sum(v * v for v in x) / len(x)) ** 0.5
    # The first beat starts a chord, so the start may be louder, but not from nothing.
    assert rms(pcm[-n:]) > 0.1 * rms(pcm[:n])


def test_the_committed_music_is_what_the_script_makes(tool):
    random.seed(4321)                                     # the global generator is not used
    assert asset_path("sounds", "music.wav").read_bytes() == tool.render("music"), (
        "assets/sounds/music.wav is out of date: run tools/make_sounds.py")


def test_the_music_is_rendered_as_a_loop(tool):
    """What rings past the loop's end is heard at its start: a short loop rendered twice over
    is the same loop, and its seam is as smooth as the full one's."""
    random.seed(1)
    short = tool.music(bars=1)
    random.seed(2)
    assert tool.music(bars=1) == short
    assert len(short) == tool.BAR
    step = max(abs(b - a) for a, b in zip(short, short[1:]))
    assert abs(short[0] - short[-1]) <= step
    assert max(abs(v) for v in short) == pytest.approx(tool.MUSIC_PEAK)
