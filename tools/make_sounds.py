"""Make every sound of the game from code: `python tools/make_sounds.py [--out DIR] [--check]`.

No recorded or downloaded audio: each sound is synthesised here with the standard library
alone (`wave`, `struct`, `math`, `random` with a fixed seed), so the files in `assets/sounds/`
can be rebuilt byte for byte and their origin is plain. All are 22050 Hz mono 16-bit WAV.

- gavel         a wooden knock: a short noise burst rung through resonant filters tuned to the
                modes of a hardwood block, over a low thump of the sound block on the table
- gavel_triple  three knocks, the last the firmest ("going once, going twice, sold")
- card          a card slid across the table: noise through a sweeping band-pass, then a tap
- coins         a few coins dropped: each clink a cluster of inharmonic, decaying partials
- bell          the end of a round: a bell's inharmonic partials (hum, prime, tierce, quint,
                nominal...), in beating pairs, with a long decay
- reveal        sealed bids revealed: a rising glockenspiel arpeggio over a shimmer
- music         the background loop (24 s, seamless): soft electric-piano chords on a slow
                ii-V progression, a round bass and brushes; normalised to -6 dBFS, not -1

`--check` regenerates in memory and fails if a committed file differs (for CI).
"""
from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from pathlib import Path
from typing import Callable

RATE = 22050
PEAK = 0.89          # -1 dBFS: loud enough, never clipping
SOUNDS_DIR = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Samples = list[float]


# --- building blocks ------------------------------------------------------------------------

def silence(seconds: float) -> Samples:
    """Nothing, for this long."""
    return [0.0] * int(round(seconds * RATE))


def noise(n: int, rng: random.Random) -> Samples:
    """White noise from the given generator (never the global one)."""
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def mix(into: Samples, sound: Samples, at: float = 0.0, gain: float = 1.0) -> Samples:
    """Add `sound` into `into` starting at `at` seconds (growing `into` if needed)."""
    start = int(round(at * RATE))
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += gain * v
    return into


def biquad(x: Samples, kind: str, freq: float, q: float) -> Samples:
    """An RBJ-cookbook biquad: 'lowpass', 'highpass' or 'bandpass' (0 dB peak)."""
    w0 = 2 * math.pi * freq / RATE
    alpha = math.sin(w0) / (2 * q)
    cw = math.cos(w0)
    if kind == "lowpass":
        b0, b1, b2 = (1 - cw) / 2, 1 - cw, (1 - cw) / 2
    elif kind == "highpass":
        b0, b1, b2 = (1 + cw) / 2, -(1 + cw), (1 + cw) / 2
    elif kind == "bandpass":
        b0, b1, b2 = alpha, 0.0, -alpha
    else:
        raise ValueError(kind)
    a0, a1, a2 = 1 + alpha, -2 * cw, 1 - alpha
    b0, b1, b2, a1, a2 = b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for v in x:
        y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, y
        out.append(y)
    return out


def swept_bandpass(x: Samples, freq_at: Callable[[float], float], q: float,
                   block: int = 32) -> Samples:
    """A band-pass whose centre follows `freq_at(seconds)`, updated every `block` samples."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for start in range(0, len(x), block):
        w0 = 2 * math.pi * freq_at(start / RATE) / RATE
        alpha = math.sin(w0) / (2 * q)
        a0 = 1 + alpha
        b0, a1, a2 = alpha / a0, -2 * math.cos(w0) / a0, (1 - alpha) / a0
        for v in x[start:start + block]:
            y = b0 * v - b0 * x2 - a1 * y1 - a2 * y2
            x2, x1, y2, y1 = x1, v, y1, y
            out.append(y)
    return out


def partial(freq: float, seconds: float, decay: float, amp: float = 1.0,
            phase: float = 0.0, attack: float = 0.002, release: float = 0.04) -> Samples:
    """A sine that starts in `attack` seconds and dies away with time constant `decay`.

    Its last `release` seconds fade to nothing, so cutting it off never clicks.
    """
    n = int(round(seconds * RATE))
    n_release = max(1, int(release * RATE))
    w = 2 * math.pi * freq / RATE
    out = []
    for i in range(n):
        t = i / RATE
        env = math.exp(-t / decay) * (min(1.0, t / attack) if attack > 0 else 1.0)
        env *= min(1.0, (n - 1 - i) / n_release)
        out.append(amp * env * math.sin(w * i + phase))
    return out


def envelope(x: Samples, shape: Callable[[float], float]) -> Samples:
    """Each sample scaled by `shape(seconds)`."""
    return [v * shape(i / RATE) for i, v in enumerate(x)]


def finish(x: Samples, fade_out: float = 0.01) -> Samples:
    """Remove any DC, fade the last moments out (no click at the end), normalise to PEAK."""
    # A one-pole DC blocker (cut-off ~20 Hz) followed by removing what mean remains.
    r = 1 - 2 * math.pi * 20 / RATE
    out, prev_x, prev_y = [], 0.0, 0.0
    for v in x:
        prev_y = v - prev_x + r * prev_y
        prev_x = v
        out.append(prev_y)
    mean = sum(out) / len(out)
    out = [v - mean for v in out]
    n_fade = max(1, int(fade_out * RATE))
    for i in range(n_fade):
        out[-1 - i] *= i / n_fade
    peak = max(abs(v) for v in out) or 1.0
    return [v * PEAK / peak for v in out]


def wav_bytes(x: Samples) -> bytes:
    """16-bit mono WAV file bytes (deterministic: no timestamps in WAV headers)."""
    frames = struct.pack(f"<{len(x)}h", *(max(-32767, min(32767, round(v * 32767))) for v in x))
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return buf.getvalue()


# --- the sounds -----------------------------------------------------------------------------

def knock(rng: random.Random, pitch: float = 1.0, firmness: float = 1.0) -> Samples:
    """One knock of a wooden gavel on its sound block (unnormalised, ~0.4 s)."""
    length = 0.4
    n = int(length * RATE)
    # The strike: a few milliseconds of noise, its edge softened so it is wood, not a click.
    burst = [v * math.exp(-i / (0.0012 * RATE)) for i, v in enumerate(noise(int(0.006 * RATE), rng))]
    burst += [0.0] * (n - len(burst))
    out = [0.0] * n
    # Hardwood block modes: tight resonances ring briefly at inharmonic frequencies.
    for freq, q, gain in ((640, 45, 1.0), (1210, 50, 0.7), (1870, 55, 0.45),
                          (2930, 60, 0.3), (4100, 60, 0.15)):
        mix(out, biquad(burst, "bandpass", freq * pitch, q), gain=gain * 16)
    # The low thump of the block on the table: a falling sine with its octave.
    for f0, amp in ((92.0, 0.4), (184.0, 0.22)):
        phase = 0.0
        thump = []
        for i in range(n):
            t = i / RATE
            f = f0 * pitch * (1 + 0.35 * math.exp(-t / 0.015))
            phase += 2 * math.pi * f / RATE
            thump.append(amp * firmness * math.sin(phase) * math.exp(-t / 0.03)
                         * min(1.0, t / 0.0015))
        mix(out, thump)
    # A breath of room: low-passed noise, soft and short.
    room = biquad(noise(n, rng), "lowpass", 1400, 0.7)
    mix(out, envelope(room, lambda t: 0.04 * math.exp(-t / 0.04)))
    return [v * firmness for v in out]


def gavel() -> Samples:
    """One knock of the gavel: a sale by any method but the open auction."""
    return finish(knock(random.Random(101)), fade_out=0.05)


def gavel_triple() -> Samples:
    """Three knocks, the last the firmest: "going once, going twice, sold!"."""
    rng = random.Random(102)
    out: Samples = []
    for k, (at, pitch, firm) in enumerate(((0.0, 1.02, 0.78), (0.27, 0.99, 0.85),
                                           (0.54, 1.0, 1.0))):
        mix(out, knock(rng, pitch, firm), at)
    return finish(out, fade_out=0.05)


def card() -> Samples:
    """A card slid across the table and laid down."""
    rng = random.Random(103)
    length = 0.32
    n = int(length * RATE)
    raw = noise(n, rng)
    # The swish rises in pitch as the card speeds up, then falls as it slows.
    swish = swept_bandpass(raw, lambda t: 1100 + 2100 * math.sin(math.pi * min(t / 0.24, 1.0)),
                           q=1.1)
    swish = envelope(swish, lambda t: (math.sin(math.pi * min(t / 0.24, 1.0)) ** 2
                                       if t < 0.24 else 0.0))
    out = [0.0] * n
    mix(out, biquad(biquad(swish, "highpass", 700, 0.7), "lowpass", 6000, 0.7))
    # The card settles: a soft, dull tap.
    tap = biquad(noise(int(0.05 * RATE), rng), "lowpass", 900, 0.8)
    mix(out, envelope(tap, lambda t: 0.6 * math.exp(-t / 0.008)), at=0.235)
    return finish(out, fade_out=0.03)


def clink(rng: random.Random, base: float) -> Samples:
    """One coin striking another: inharmonic partials, the high ones dying first."""
    length = 0.5
    out = [0.0] * int(length * RATE)
    for ratio, decay, amp in ((1.0, 0.22, 1.0), (1.47, 0.16, 0.7), (2.09, 0.11, 0.55),
                              (2.56, 0.08, 0.4), (3.14, 0.06, 0.3)):
        f = base * ratio * rng.uniform(0.995, 1.005)
        if f < RATE * 0.45:
            mix(out, partial(f, length, decay, amp * rng.uniform(0.7, 1.0),
                             phase=rng.uniform(0, 2 * math.pi), attack=0.0005))
    hit = biquad(noise(int(0.004 * RATE), rng), "highpass", 3000, 0.7)
    mix(out, hit, gain=0.6)
    return out


def coins() -> Samples:
    """A few coins dropped one after another."""
    rng = random.Random(104)
    out: Samples = []
    for at, base, gain in ((0.0, 2650, 1.0), (0.075, 3120, 0.8), (0.16, 2380, 0.65),
                           (0.29, 2900, 0.5)):
        mix(out, clink(rng, base), at + rng.uniform(-0.01, 0.01) if at else 0.0, gain)
    return finish(out, fade_out=0.05)


def bell() -> Samples:
    """The bell that ends a round."""
    rng = random.Random(105)
    length = 2.0
    prime = 660.0
    out = [0.0] * int(length * RATE)
    # A tuned bell's partials relative to its prime, each a slightly detuned pair (the beat
    # of a real bell's doublets); higher partials die sooner.
    for ratio, amp, decay in ((0.5, 0.45, 0.75), (1.0, 0.8, 0.6), (1.19, 0.5, 0.5),
                              (1.51, 0.35, 0.4), (2.0, 0.7, 0.35), (2.52, 0.3, 0.25),
                              (3.01, 0.22, 0.2), (4.17, 0.15, 0.12)):
        f = prime * ratio
        for detune in (0.0, 0.6 + 0.4 * ratio):
            mix(out, partial(f + detune, length, decay, amp / 2,
                             phase=rng.uniform(0, 2 * math.pi), attack=0.001))
    strike = biquad(noise(int(0.01 * RATE), rng), "bandpass", 2600, 1.5)
    mix(out, envelope(strike, lambda t: math.exp(-t / 0.002)), gain=0.8)
    return finish(out, fade_out=0.25)


def reveal() -> Samples:
    """Sealed bids turned over together."""
    rng = random.Random(106)
    out: Samples = silence(1.1)
    # A glockenspiel's bar partials (1, 2.76, 5.40) on G, B, D, G rising.
    for k, f in enumerate((784.0, 987.8, 1174.7, 1568.0)):
        note: Samples = [0.0] * int(0.85 * RATE)
        for ratio, amp, decay in ((1.0, 1.0, 0.35), (2.76, 0.25, 0.12), (5.40, 0.08, 0.05)):
            if f * ratio < RATE * 0.45:
                mix(note, partial(f * ratio, 0.85, decay, amp,
                                  phase=rng.uniform(0, 2 * math.pi), attack=0.001))
        mix(out, note, at=0.075 * k, gain=0.55 + 0.15 * k)
    # A shimmer that rises under the arpeggio.
    shimmer = swept_bandpass(noise(int(0.45 * RATE), rng), lambda t: 3000 + 9000 * t, q=2.0)
    mix(out, envelope(shimmer, lambda t: 0.5 * math.sin(math.pi * t / 0.45) ** 2))
    return finish(out, fade_out=0.2)


# --- the music ------------------------------------------------------------------------------
#
# A gallery-lounge loop: soft electric-piano chords over a slow ii-V progression in C, a round
# bass and a brushed pulse, with no melody to wear thin on repeat. Every note is mixed in
# *circularly* (what rings past the loop's end is added at its start), and the only slow
# modulation (the piano's tremolo) makes whole cycles in the loop, so the end flows into the
# start with nothing to click.

MUSIC_PEAK = 0.5                     # -6 dBFS: the music sits under the effects
BEAT = 16500                         # samples per beat: 80.2 beats a minute
BAR = 4 * BEAT
#: Eight bars, one chord each: (bass root in Hz, the piano's voicing in Hz). Cmaj9 Am9 Dm9
#: G9sus4 | Em7 Fmaj9 Dm9 G13sus4, and the last bar leans back into the first.
PROGRESSION: tuple[tuple[float, tuple[float, ...]], ...] = (
    (65.41, (164.81, 196.00, 246.94, 293.66)),     # Cmaj9: E G B D over C
    (55.00, (196.00, 246.94, 261.63, 329.63)),     # Am9: G B C E over A
    (73.42, (174.61, 220.00, 261.63, 329.63)),     # Dm9: F A C E over D
    (49.00, (174.61, 220.00, 261.63, 293.66)),     # G9sus4: F A C D over G
    (82.41, (146.83, 196.00, 246.94, 293.66)),     # Em7: D G B D over E
    (87.31, (164.81, 196.00, 220.00, 261.63)),     # Fmaj9: E G A C over F
    (73.42, (174.61, 220.00, 261.63, 329.63)),     # Dm9: F A C E over D
    (49.00, (174.61, 220.00, 261.63, 329.63)),     # G13sus4: F A C E over G
)


def add_circular(into: Samples, sound: Samples, start: int, gain: float = 1.0) -> None:
    """Add `sound` into the loop `into` at sample `start`, wrapping past the end to the start."""
    n = len(into)
    start %= n
    first = min(len(sound), n - start)
    for i in range(first):
        into[start + i] += gain * sound[i]
    for i in range(first, len(sound)):
        into[(start + i) % n] += gain * sound[i]


def electric_piano(freq: float, length: int, velocity: float) -> Samples:
    """One electric-piano note: a 1:1 FM tone whose brightness fades faster than its body.

    `length` samples, the last 0.12 s a release to nothing (the damper coming down).
    """
    w = 2 * math.pi * freq / RATE
    # Low notes ring longer, as on a real instrument; softer notes are darker.
    body = 3.6 * (220.0 / freq) ** 0.3
    k_bright = math.exp(-1 / (0.25 * RATE))
    k_fast = math.exp(-1 / (0.45 * RATE))
    k_body = math.exp(-1 / (body * RATE))
    n_attack = int(0.004 * RATE)
    n_release = int(0.12 * RATE)
    index0 = 1.0 + 1.2 * velocity
    out = [0.0] * length
    bright, fast, slow = 1.0, 1.0, 1.0
    sin = math.sin
    for i in range(length):
        index = 0.15 + index0 * bright
        env = 0.35 * fast + 0.65 * slow
        if i < n_attack:
            env *= i / n_attack
        left = length - 1 - i
        if left < n_release:
            env *= left / n_release
        out[i] = velocity * env * sin(w * i + index * sin(w * i))
        bright *= k_bright
        fast *= k_fast
        slow *= k_body
    return out


def bass_note(freq: float, length: int, velocity: float) -> Samples:
    """A round upright-ish bass: the fundamental with a little second and third harmonic."""
    w = 2 * math.pi * freq / RATE
    k = math.exp(-1 / (1.1 * RATE))
    k_thump = math.exp(-1 / (0.08 * RATE))
    n_attack = int(0.012 * RATE)
    n_release = int(0.08 * RATE)
    out = [0.0] * length
    env, thump = 1.0, 1.0
    sin = math.sin
    for i in range(length):
        a = env * (1 if i >= n_attack else i / n_attack)
        left = length - 1 - i
        if left < n_release:
            a *= left / n_release
        p = w * i
        out[i] = velocity * a * (sin(p) + (0.25 + 0.3 * thump) * sin(2 * p)
                                 + 0.08 * thump * sin(3 * p))
        env *= k
        thump *= k_thump
    return out


def brush(rng: random.Random, sweep: bool) -> Samples:
    """A brush on a snare: a soft tap, or (`sweep`) a longer swish across the head."""
    length = int((0.32 if sweep else 0.12) * RATE)
    raw = noise(length, rng)
    shaped = biquad(biquad(raw, "bandpass", 4200 if sweep else 3200, 0.8), "lowpass", 7000, 0.7)
    if sweep:
        # Swells in and dies away: the brush drawn across, not struck.
        return envelope(shaped, lambda t: math.sin(math.pi * min(t / 0.32, 1.0)) ** 2
                        * math.exp(-t / 0.12))
    return envelope(shaped, lambda t: min(1.0, t / 0.002) * math.exp(-t / 0.025))


def music_parts(bars: int | None = None) -> tuple[Samples, Samples, Samples]:
    """The loop's three players before mixing: (piano, bass, brushes), each a whole loop."""
    rng = random.Random(107)
    progression = PROGRESSION[:bars] if bars else PROGRESSION
    n = BAR * len(progression)
    piano = [0.0] * n
    low = [0.0] * n
    kit = [0.0] * n
    # The piano comps: the full chord on beat one, gently rolled, a softer answer of its upper
    # notes on the "and" of two and a softer still on four (so the bar never goes hollow);
    # each rings until the next one lifts the damper.
    hits = ((0.0, 1.0, 0), (1.5, 0.6, 1), (3.0, 0.45, 2))
    for b, (root, chord) in enumerate(progression):
        for h, (beat, level, lowest) in enumerate(hits):
            at = b * BAR + int(beat * BEAT)
            next_beat = hits[h + 1][0] if h + 1 < len(hits) else 4.0
            ring = int((next_beat - beat) * BEAT) + int(0.1 * RATE)
            for k, f in enumerate(chord[lowest:]):
                roll = int((0.018 * k + rng.uniform(0, 0.006)) * RATE)
                vel = level * rng.uniform(0.82, 1.0) * (1.0 - 0.06 * k)
                add_circular(piano, electric_piano(f, ring - roll + int(0.05 * RATE), vel),
                             at + roll)
        # The bass: the root held over beats one to three, then the chord's fifth on four,
        # short, walking into the next bar.
        add_circular(low, bass_note(root, int(2.8 * BEAT), rng.uniform(0.9, 1.0)), b * BAR)
        add_circular(low, bass_note(root * 1.5, int(0.95 * BEAT), rng.uniform(0.6, 0.7)),
                     b * BAR + 3 * BEAT)
        # Brushes: a swish on two and four, light taps on the off-beats.
        for beat in (1, 3):
            add_circular(kit, brush(rng, True), b * BAR + beat * BEAT, rng.uniform(0.8, 1.0))
        for beat in (0.5, 1.5, 2.5, 3.5):
            add_circular(kit, brush(rng, False), b * BAR + int(beat * BEAT),
                         rng.uniform(0.35, 0.55))
    return piano, low, kit


def music(bars: int | None = None) -> Samples:
    """The background loop (or just its first `bars` bars, still wrapped into a loop)."""
    piano, low, kit = music_parts(bars)
    n = len(piano)
    # The piano's tremolo, slow (about 1.5 Hz) and in whole cycles of the loop.
    cycles = max(1, round(1.5 * n / RATE))
    w = 2 * math.pi * cycles / n
    out = [0.55 * (1 + 0.12 * math.sin(w * i)) * p + 0.6 * b + 0.6 * k
           for i, (p, b, k) in enumerate(zip(piano, low, kit))]
    mean = sum(out) / n
    out = [v - mean for v in out]
    # A soft knee over the loudest moments (where a rolled chord lands on a bass note), so the
    # loop can sit at -6 dBFS peak without sounding thin; below the knee nothing changes.
    peak = max(abs(v) for v in out) or 1.0
    knee = 0.55
    out = [v / peak for v in out]
    out = [v if abs(v) <= knee else
           math.copysign(knee + (1 - knee) * math.tanh((abs(v) - knee) / (1 - knee)), v)
           for v in out]
    peak = max(abs(v) for v in out)
    return [v * MUSIC_PEAK / peak for v in out]


SOUNDS: dict[str, Callable[[], Samples]] = {
    "gavel": gavel,
    "gavel_triple": gavel_triple,
    "card": card,
    "coins": coins,
    "bell": bell,
    "reveal": reveal,
}
#: The music, kept apart from the effects: longer to make, and played by pygame.mixer.music.
MUSIC: dict[str, Callable[[], Samples]] = {
    "music": music,
}


def render(name: str) -> bytes:
    """The WAV bytes of one sound (or of the music)."""
    return wav_bytes({**SOUNDS, **MUSIC}[name]())


def render_all() -> dict[str, bytes]:
    """The WAV bytes of every sound and the music, by name."""
    return {name: render(name) for name in (*SOUNDS, *MUSIC)}


def main(argv: list[str] | None = None) -> int:
    """Write (or with --check, compare) every sound; prints each one's length and size."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=SOUNDS_DIR, help="folder for the WAV files")
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 if a file in --out differs from what is made")
    args = parser.parse_args(argv)
    sounds = render_all()
    stale = []
    if not args.check:
        args.out.mkdir(parents=True, exist_ok=True)
    for name, data in sounds.items():
        path = args.out / f"{name}.wav"
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(path.name)
        else:
            path.write_bytes(data)
        seconds = (len(data) - 44) / 2 / RATE
        print(f"{name + '.wav':18} {seconds:5.2f} s {len(data) / 1024:6.1f} KB")
    if stale:
        print(f"out of date: {', '.join(stale)} (run tools/make_sounds.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
