"""The table both hand benches print (bench/card_hands.py, bench/auction_hands.py): what the
rivals really hold of an artist against a uniform deal's guess, grouped by how many cards of
it they have shown this round."""
from __future__ import annotations

import json
from collections import Counter


def report(held: Counter, guessed: Counter, verb: str, top: int, header: str, meta: dict,
           as_json: bool) -> None:
    """Print the ratio held / guessed per group (`verb` names the groups, "played" or
    "auctioned"; the last group, `top`, counts that many or more), as text under `header` or
    as JSON with `meta`."""
    rows = [{verb: k, "ratio": round(held[k] / guessed[k], 3),
             "uniform_cards": round(guessed[k])} for k in sorted(guessed)]
    if as_json:
        print(json.dumps({**meta, "rows": rows}))
        return
    print(header)
    for r in rows:
        more = "+" if r[verb] == top else ""
        print(f"  {verb} {r[verb]}{more} of an artist this round: holds {r['ratio']:.3f} x a "
              f"uniform deal's guess ({r['uniform_cards']} cards)")
