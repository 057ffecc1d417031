"""bench/table_frames.py: the auction table's frame while a lot is up, and the stand's
arranging counted per frame (its JSON, and what a still lot costs: nothing arranged again)."""
import json

import pytest

from bench import table_frames


def test_the_json_names_every_case_and_a_still_lot_arranges_nothing(capsys):
    table_frames.main(["--frames", "3", "--json"])
    report = json.loads(capsys.readouterr().out)
    cases = report["cases"]
    assert {(tuple(c["size"]), c["language"], c["tip"]) for c in cases} == {
        (size, language, tip) for size in table_frames.SIZES for language in ("en", "de")
        for tip in (False, True)}
    for c in cases:
        assert c["cpu_median_ms"] > 0 and c["cpu_p95_ms"] >= c["cpu_median_ms"]
        counts = c["per_frame"]
        assert set(counts) == set(table_frames.COUNTED.values())
        # Arranged once for the lot (bids_room.StandRoom), not again in each frame.
        assert counts["stand arranged"] == 0 and counts["tip arranged"] == 0
        assert counts["chip rows measured"] == 0


def test_the_counter_counts_and_puts_the_functions_back():
    from scenes.table import bids_room, lot
    counter = table_frames.Counter()
    real = lot.arrange_lot
    counter.install()
    try:
        assert bids_room.arrange_lot is not real
        with pytest.raises(TypeError):
            bids_room.arrange_lot()
        assert counter.calls["stand arranged"] == 1
    finally:
        counter.uninstall()
    assert bids_room.arrange_lot is real and lot.arrange_lot is real
