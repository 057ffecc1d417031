"""The generated sounds: deterministic, the committed files are exactly what the script makes,
and each is a sane WAV (format, length, no clipping, no DC offset, not silent)."""
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
    return tool.render_all()


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
