"""The computer players: legal in every variant, fair (no peeking), sane, and deterministic."""
from __future__ import annotations

import copy
import math
import random
from dataclasses import replace

import pytest

from game import (AmountRange, Bid, Config, PlayCard, SealedBid, SeatConfig, SetPrice,
                  apply, legal_actions, new_game, view)
from game import market
from game.ai import LEVEL_INFO, make_bot
from game.ai.hard import HARD_STYLE, KEPT_STYLE, MOVED_STYLE, HardBot, sample_world
from game.ai.knowledge import Memory, public_cash
from game.ai.levels import situation
from game.bots import RandomBot
from game.cards import stacked_deck
from game.engine import game_result
from game.sim import play_game
from game.state import GAME_OVER, PLAY, SET_PRICE


def tiny_hard() -> HardBot:
    """Hard with a tiny budget, so that tests stay fast."""
    return HardBot(budget=2, max_worlds=2, min_worlds=1)


def bot_for(level: str):
    return tiny_hard() if level == "hard" else make_bot(level)


def config(levels, variant="standard", **options) -> Config:
    seats = tuple(SeatConfig(f"Seat {i + 1}", "bot", lv) for i, lv in enumerate(levels))
    return Config(seats=seats, variant=variant, **options)


TABLES = [
    (["hard", "normal"], "two_player", {}),
    (["normal", "easy"], "two_player", {}),
    (["easy", "normal", "hard"], "standard", {}),
    (["hard", "easy", "normal"], "three_with_dummy", {}),
    (["normal", "hard", "easy"], "three_with_dummy", {"dummy_reveal_by": "auctioneer"}),
    (["normal", "easy", "hard", "random"], "standard", {"double_proceeds": "split"}),
    (["easy", "normal", "random", "hard", "normal"], "standard", {}),
]


@pytest.mark.parametrize("levels,variant,options", TABLES)
def test_every_level_plays_whole_games_legally(levels, variant, options):
    cfg = config(levels, variant, **options)
    for seed in (3,):
        bots = [bot_for(lv) for lv in levels]
        state, actions, violations, illegal = play_game(cfg, seed, bots, check=True)
        assert state.is_over
        assert illegal == 0
        assert violations == 0
        assert actions > 20


def test_no_level_bids_above_what_the_lot_can_pay():
    """§5: a lot can never pay more than (column so far + 30) × its cards."""
    checked = 0
    for levels, variant in ((["easy", "normal", "hard", "easy"], "standard"),
                            (["hard", "normal"], "two_player"),
                            (["normal", "easy", "hard"], "three_with_dummy")):
        cfg = config(levels, variant)
        for seed in (11, 12):
            bots = [bot_for(lv) for lv in levels]

            def on_step(before, after):
                nonlocal checked
                for event in after.events:
                    kind = type(event).__name__
                    if kind in ("BidMade", "PriceSet"):
                        cap = market.most_lot_can_pay(before.board, before.round,
                                                      before.lot[0].artist, len(before.lot))
                        assert event.amount <= cap, (event, before.lot, before.board)
                        checked += 1
                    if kind == "SealedBidsRevealed":
                        cap = market.most_lot_can_pay(before.board, before.round,
                                                      before.lot[0].artist, len(before.lot))
                        assert max(event.bids) <= cap
                        checked += 1

            play_game(cfg, seed, bots, on_step=on_step)
    assert checked > 100


def _scrambled(state, seat, rng):
    """The same game as `seat` sees it, with every hidden part changed: other hands, dummy
    hands and deck re-dealt from the same cards, other seats' cash altered."""
    hidden = [c for s, h in enumerate(state.hands) if s != seat for c in h]
    hidden += [c for d in state.dummies for c in d] + list(state.deck)
    rng.shuffle(hidden)
    pos = 0
    hands = []
    for s, h in enumerate(state.hands):
        if s == seat:
            hands.append(h)
        else:
            hands.append(tuple(hidden[pos:pos + len(h)]))
            pos += len(h)
    dummies = []
    for d in state.dummies:
        dummies.append(tuple(hidden[pos:pos + len(d)]))
        pos += len(d)
    deck = tuple(hidden[pos:])
    cash = tuple(c if s == seat else c + rng.randint(0, 50) for s, c in enumerate(state.cash))
    return state._replace(hands=tuple(hands), dummies=tuple(dummies), deck=deck, cash=cash)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_same_view_same_decision_whatever_is_hidden(level):
    rng = random.Random(5)
    compared = 0
    for players, variant in ((4, "standard"), (2, "two_player"), (3, "three_with_dummy")):
        cfg = config(["random"] * players, variant)
        state = new_game(cfg, 21)
        driver = RandomBot()
        step = 0
        while not state.is_over:
            seat = state.to_act[0]
            options = legal_actions(state, seat)
            if step % 5 == 0:
                other = _scrambled(state, seat, rng)
                assert view(other, seat) == view(state, seat)
                assert other != state
                a = bot_for(level).choose(view(state, seat), options, random.Random(step))
                b = bot_for(level).choose(view(other, seat), options, random.Random(step))
                assert a == b
                compared += 1
            state = apply(state, driver.choose(None, options, rng))
            step += 1
    assert compared > 40


def test_same_seed_same_game_even_when_the_global_random_is_stirred():
    cfg = config(["hard", "normal", "easy"], "standard")

    def actions_of():
        taken = []

        def on_step(before, after):
            random.random()            # the bots must not depend on the global generator
            taken.append(after.events)

        play_game(cfg, 8, [bot_for(lv) for lv in ("hard", "normal", "easy")], on_step=on_step)
        return taken

    random.seed(1)
    first = actions_of()
    random.seed(2)
    assert actions_of() == first


def test_public_cash_and_unseen_cards_match_the_hidden_truth():
    cfg = config(["random"] * 3, "three_with_dummy")
    state = new_game(cfg, 4)
    memory = Memory()
    rng = random.Random(0)
    while not state.is_over:
        seat = 1
        v = view(state, seat)
        memory.observe(v)
        assert public_cash(v) == state.cash
        hidden = sorted(c.id for s, h in enumerate(state.hands) if s != seat for c in h) + \
            [c.id for d in state.dummies for c in d] + [c.id for c in state.deck]
        assert sorted(c.id for c in memory.unseen(v)) == sorted(hidden)
        s = state.to_act[0]
        options = legal_actions(state, s)
        state = apply(state, RandomBot().choose(None, options, rng))


def test_sampled_worlds_agree_with_the_view():
    cfg = config(["random"] * 4, "standard")
    state = new_game(cfg, 9)
    rng = random.Random(3)
    checked = 0
    while not state.is_over:
        seat = state.to_act[0]
        if state.phase != "sealed":
            v = view(state, seat)
            memory = Memory()
            memory.observe(v)
            world = sample_world(v, situation(v, public_cash(v)), memory, rng)
            assert _same_but_events(view(world, seat), v)
            assert legal_actions(world, seat) == legal_actions(state, seat)
            checked += 1
        options = legal_actions(state, seat)
        state = apply(state, RandomBot().choose(None, options, rng))
    assert checked > 50


def _same_but_events(a, b) -> bool:
    return replace(a, events=()) == replace(b, events=())


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_bot_without_money_still_plays_on(level):
    cfg = config([level, "random", "random", "random"], "standard", first_auctioneer=0)
    deck = stacked_deck((2, "fixed_price"), *[(a, "open") for a in (0, 1, 3)],
                        *[(a, "sealed") for a in (0, 1, 3, 4)], (4, "open"))
    state = new_game(cfg, 1, deck=deck)
    fixed = next(c for c in state.hands[0] if c.method == "fixed_price")
    state = apply(state._replace(cash=(0, 100, 100, 100)), PlayCard(0, fixed))
    assert state.phase == SET_PRICE
    action = bot_for(level).choose(view(state, 0), legal_actions(state, 0), random.Random(1))
    assert action == SetPrice(0, 0)
    # And the whole game goes on without an illegal action from the penniless seat.
    bots = [bot_for(level), RandomBot(), RandomBot(), RandomBot()]
    rngs = [random.Random(i) for i in range(4)]
    while not state.is_over:
        seat = state.to_act[0]
        options = legal_actions(state, seat)
        state = apply(state, bots[seat].choose(view(state, seat), options, rngs[seat]))
    assert game_result(state) is not None


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_bot_with_one_card_left_plays_it(level):
    cfg = config([level, "random", "random"], "standard", first_auctioneer=0)
    state = new_game(cfg, 2)
    keep, rest = state.hands[0][0], state.hands[0][1:]
    state = state._replace(hands=((keep,),) + state.hands[1:], deck=state.deck + rest)
    assert state.phase == PLAY and state.to_act == (0,)
    action = bot_for(level).choose(view(state, 0), legal_actions(state, 0), random.Random(3))
    assert action == PlayCard(0, keep)


def test_levels_are_named_and_described_for_the_setup_screen():
    assert set(LEVEL_INFO) == {"easy", "normal", "hard"}
    for level, (name, line) in LEVEL_INFO.items():
        assert name and line and "\n" not in line
        assert make_bot(level) is not make_bot(level)
    assert isinstance(make_bot("random"), RandomBot)
    with pytest.raises(ValueError):
        make_bot("grandmaster")


def test_amounts_stay_within_their_legal_range():
    """Bots answer an AmountRange with an amount inside it, even when the range is tight."""
    cfg = config(["normal", "easy", "hard"], "standard")
    state = new_game(cfg, 6)
    rng = random.Random(2)
    seen = 0
    while not state.is_over and seen < 200:
        seat = state.to_act[0]
        options = legal_actions(state, seat)
        bot = bot_for(cfg.seats[seat].level)
        action = bot.choose(view(state, seat), options, rng)
        assert any(action == o or (isinstance(o, AmountRange) and action in o) for o in options)
        if isinstance(action, (Bid, SealedBid, SetPrice)):
            seen += 1
        state = apply(state, action)
    assert seen > 0


def _sealed_situation(seat: int) -> tuple:
    """A sealed auction of one painting worth 40 to everyone (it may pay 50), seat 0 its
    auctioneer."""
    from game.ai.policy import Situation
    from game.cards import DECK, SEALED
    from game.state import SEALED_BIDDING
    card = next(c for c in DECK if c.method == SEALED)
    sit = Situation(seat=seat, players=4, phase=SEALED_BIDDING, variant="standard", round=0,
                    hand=(), cash=(100,) * 4, counts=(1, 0, 0, 0, 0), base=[20] * 5,
                    bought=((),) * 4, lot=(card,), auctioneer=0, original=0, high_bid=0,
                    high_bidder=None, price=0, to_act=(0, 1, 2, 3))
    values = [0.0] * 5
    values[card.artist] = 40.0
    return sit, [AmountRange(SealedBid, seat, 0, 100)], lambda counts, hand: values


def test_the_style_decides_the_sealed_bids_of_auctioneer_and_bidders():
    """Hard's fitted factors reach the decisions: the auctioneer's own sealed bid follows
    `own_sealed`, a bidder's follows `sealed` (the defaults are the Normal rules' 0.45 / 0.8)."""
    from game.ai.policy import Style, decide
    rng = random.Random(1)
    sit, legal, valuer = _sealed_situation(0)
    assert decide(sit, legal, valuer, Style(), rng) == SealedBid(0, 18)
    assert decide(sit, legal, valuer, Style(own_sealed=0.3), rng) == SealedBid(0, 12)
    sit, legal, valuer = _sealed_situation(2)
    assert decide(sit, legal, valuer, Style(sealed=0.9), rng) == SealedBid(2, 36)


def _searched_kinds(bot: HardBot, seed: int, others: int = 3, variant="standard") -> set:
    """The decision kinds at which `bot` (seat 0 against `others` Normals) ran its search."""
    kinds = set()
    search = bot.search

    def recording(view_, *rest):
        kinds.add(view_.phase)
        return search(view_, *rest)

    bot.search = recording  # type: ignore[method-assign]
    bots = [bot] + [make_bot("normal") for _ in range(others)]
    play_game(config(["hard"] + ["normal"] * others, variant), seed, bots)
    return kinds


def test_hard_searches_only_the_decision_kinds_it_is_given():
    """`kinds` switches the search off per decision kind; there Hard's own rules decide. By
    default Hard searches where it measured worth it: not a sealed bid, a double's offer or
    the price it sets."""
    from game.ai.hard import SEARCHABLE, SEARCHED
    from game.state import DOUBLE_OFFER, OPEN_BIDDING, SEALED_BIDDING, SET_PRICE
    tiny = {"budget": 2, "max_worlds": 2, "min_worlds": 1}
    every = _searched_kinds(HardBot(kinds=SEARCHABLE, **tiny), 4)
    assert {PLAY, OPEN_BIDDING, SEALED_BIDDING} <= every <= SEARCHABLE
    shipped = _searched_kinds(HardBot(**tiny), 4)
    assert {PLAY, OPEN_BIDDING} <= shipped <= SEARCHED
    assert not shipped & {SEALED_BIDDING, DOUBLE_OFFER, SET_PRICE}
    # The 2-player variant, where moving the search measured weaker: every kind, as before.
    two = _searched_kinds(HardBot(**tiny), 4, others=1, variant="two_player")
    assert {PLAY, SEALED_BIDDING} <= two <= SEARCHABLE
    fewer = _searched_kinds(HardBot(kinds=SEARCHED - {OPEN_BIDDING}, **tiny), 4)
    assert fewer and OPEN_BIDDING not in fewer
    assert _searched_kinds(HardBot(kinds=frozenset(), **tiny), 4) == set()


def test_hard_samples_more_worlds_where_its_search_grows():
    """`scale` multiplies a kind's simulations and worlds: the default searches play with
    four times the worlds of a kind it does not grow."""
    from game.ai import hard
    worlds: dict = {}
    sample = hard.sample_world

    def counting(view, *rest):
        worlds[view.phase] = worlds.get(view.phase, 0) + 1
        return sample(view, *rest)

    hard.sample_world = counting
    try:
        settings = {"budget": 1000, "max_worlds": 1, "min_worlds": 1}   # worlds bind
        plain = HardBot(kinds=frozenset({PLAY}), scale={}, **settings)
        grown = HardBot(kinds=frozenset({PLAY}), **settings)
        master = hard.MasterBot(kinds=frozenset({PLAY}), **settings)
        counts = []
        for bot in (plain, grown, master):
            worlds.clear()
            _searched_kinds(bot, 4)
            counts.append(worlds[PLAY] / bot.searched)
    finally:
        hard.sample_world = sample
    assert counts[1] == 4 * counts[0] and counts[2] == 4 * counts[1]


def test_master_is_a_level_but_not_offered_until_it_measures_stronger():
    from game.ai import LEVEL_INFO, LEVELS, make_bot
    from game.ai.hard import MasterBot
    assert isinstance(make_bot("master"), MasterBot) and not LEVELS["master"].offered
    assert "master" not in LEVEL_INFO


def test_hard_moves_its_search_at_3_and_4_players_only_and_master_grows_every_kind():
    from game.ai.hard import GROWTH, SEARCHABLE, SEARCHED, MasterBot
    for levels in (["hard"] * 3, ["hard"] * 4):
        kinds, scale, style = HardBot().plan(config(levels))
        assert kinds == SEARCHED and scale == {k: GROWTH.get(k, 1) for k in SEARCHED}
        assert style == KEPT_STYLE
        assert MasterBot().plan(config(levels))[1] == {k: 4 * GROWTH.get(k, 1) for k in SEARCHED}
    for table, style in ((config(["hard"] * 5), KEPT_STYLE),
                         (config(["hard"] * 2, "two_player"), HARD_STYLE),
                         (config(["hard"] * 3, "three_with_dummy"), HARD_STYLE)):
        # With 5 players the kept rules too (pass 19's plan), the search as elsewhere.
        assert HardBot().plan(table) == (SEARCHABLE, {k: 1 for k in SEARCHABLE}, style)
        assert MasterBot().plan(table)[:2] == (SEARCHABLE, {k: 4 for k in SEARCHABLE})


def test_hard_names_dearer_fixed_prices_where_its_rule_names_them():
    """At 3 and 4 players Hard's own rule names a fixed price (its search skips it), at 0.86
    of the lot's value, and with 5 players its rules are the same (pass 19's plan; its search
    names the price there); elsewhere 0.80 as before. A style given to Hard is its rules at
    every table."""
    assert MOVED_STYLE == replace(HARD_STYLE, fixed=0.86)
    assert KEPT_STYLE == replace(MOVED_STYLE, hand_keep=1.0)
    for players, style in ((3, KEPT_STYLE), (4, KEPT_STYLE), (5, KEPT_STYLE)):
        bot = HardBot(budget=2, max_worlds=2, min_worlds=1)
        play_game(config(["hard"] + ["normal"] * (players - 1)), 3, [bot] + [
            make_bot("normal") for _ in range(players - 1)])
        assert bot.style == style
    given = HardBot(style=HARD_STYLE)
    assert given.plan(config(["hard"] * 4))[2] == HARD_STYLE


class _PriceWitness(HardBot):
    """Hard that, at every price it names, also asks copies of itself with the old and the
    new rules given, on the same view and random numbers: (named, old rule's, new rule's,
    the kept rules')."""

    def __init__(self) -> None:
        super().__init__(budget=2, max_worlds=2, min_worlds=1)
        self.prices: list[tuple[int, int, int]] = []

    def choose(self, view, legal, rng):
        if view.phase != SET_PRICE:
            return super().choose(view, legal, rng)
        asked = []
        for style in (HARD_STYLE, MOVED_STYLE, KEPT_STYLE):
            twin = copy.deepcopy(self)
            twin.given, twin.plans = style, {}
            asked.append(HardBot.choose(twin, view, legal, copy.deepcopy(rng)).amount)
        named = super().choose(view, legal, rng).amount
        self.prices.append((named, *asked))
        return SetPrice(view.seat, named)


@pytest.mark.parametrize("players, dearer", [(4, True), (3, True), (5, False)])
def test_the_prices_hard_names_in_play(players, dearer):
    """In whole games, every fixed price Hard names is its table's rule's: 0.86 of the value
    at 3 and 4 players (dearer than the old rule's in most lots); with 5 players Hard searches
    the price, from its kept rules (pass 19's plan), not the old ones."""
    bot = _PriceWitness()
    for seed in (3, 4, 5):
        play_game(config(["hard"] + ["normal"] * (players - 1)), seed, [bot] + [
            make_bot("normal") for _ in range(players - 1)])
    assert len(bot.prices) >= 3
    dearer_lots = 0
    for named, old, new, kept in bot.prices:
        assert named == (new if dearer else kept)
        dearer_lots += new > old
    if not dearer:  # the search's price moves with the rules it starts from
        assert any(named != old for named, old, _, _ in bot.prices)
    if dearer:      # the rule alone names these prices: the dearer one, in most lots
        assert all(new >= old for _, old, new, _ in bot.prices)
        assert dearer_lots >= len(bot.prices) // 2


def _a_view(seed: int = 5, players: int = 4):
    """Seat 0's view at the game's first decision, and its situation."""
    from game.engine import new_game, view
    state = new_game(config(["hard"] * players), seed)
    seen = view(state, state.to_act[0])
    return seen, situation(seen, public_cash(seen))


def test_hard_imagines_each_other_seat_within_its_spread():
    """With `spread`, every sampled world has each other seat bid its factors times one number
    from 1 ± spread; Hard's own seat keeps the others' style (it plays by its own anyway)."""
    bot = HardBot(spread=0.2)
    _, sit = _a_view()
    rng = random.Random(3)
    seen = set()
    for _ in range(40):
        styles = bot.imagined(sit, rng)
        assert len(styles) == sit.players and styles[sit.seat] == bot.others
        for seat, style in enumerate(styles):
            if seat == sit.seat:
                continue
            k = style.bid / bot.others.bid
            assert 0.8 <= k <= 1.2
            for name in ("sealed", "once", "fixed", "buy"):
                assert getattr(style, name) == pytest.approx(getattr(bot.others, name) * k)
            seen.add(round(k, 6))
    assert len(seen) > 20
    assert HardBot().spread == 0.0   # Hard as shipped imagines every other seat alike


def test_a_rollout_plays_each_other_seat_by_its_own_style():
    """One style for all the others is the same as that style given per seat; bolder others
    (who outbid Hard's simulated self) change what the play-outs come to."""
    from game.ai.hard import HARD_STYLE, OTHERS_STYLE, rollout
    seen, sit = _a_view()
    alike = (OTHERS_STYLE,) * seen.players
    bold = replace(OTHERS_STYLE, bid=1.3, once=1.3, sealed=1.3, buy=1.3, fixed=1.3)
    bolder = tuple(bold if seat != seen.seat else OTHERS_STYLE for seat in range(seen.players))
    changed = 0
    for w in range(6):
        world = sample_world(seen, sit, Memory(), random.Random(w))
        action = legal_actions(world, seen.seat)[0]
        plain = rollout(world, action, seen.seat, random.Random(9), HARD_STYLE, OTHERS_STYLE)
        assert rollout(world, action, seen.seat, random.Random(9), HARD_STYLE, alike) == plain
        changed += rollout(world, action, seen.seat, random.Random(9), HARD_STYLE,
                           bolder) != plain
    assert changed >= 3


def test_the_learned_leaf_values_a_hand_by_its_cards_columns_pairs_and_doubles():
    from game.ai.hard import standing
    from game.ai.model import LEAF, hand_worth, leaf_features
    from game.cards import DOUBLE, OPEN, SEALED, Card
    hand = (Card(0, 1, OPEN), Card(1, 1, DOUBLE), Card(2, 3, SEALED))
    base = [0, 20, 0, 50, 0]
    # 3 cards; columns (20 + 20 + 50) / 10; 2² + 1²; one double.
    assert leaf_features(hand, base) == (3, 9.0, 5, 1)
    assert hand_worth(hand, base, (1.0, 2.0, 3.0, 4.0)) == 3 + 18 + 15 + 4
    # In a simulated round's end it replaces 8 a card, where the table has weights for it.
    seen, sit = _a_view()
    world = sample_world(seen, sit, Memory(), random.Random(2))
    later = world._replace(round=1, board=((0, 30, 0, 20, 10),) + world.board[1:])
    assert standing(later, 0, None) == standing(later, 0, {})
    leafed = standing(later, 0, LEAF)
    columns = market.column_base(later.board, 1)
    worth = [hand_worth(h, columns, LEAF[(4, 1)]) for h in later.hands]
    others = [c + w for i, (c, w) in enumerate(zip(later.cash, worth)) if i]
    mine = later.cash[0] + worth[0]
    assert leafed == pytest.approx(0.6 * (mine - max(others))
                                   + 0.4 * (mine - sum(others) / len(others)))


def test_hard_with_a_spread_and_the_learned_leaf_plays_whole_games_legally():
    from game.ai.hard import LEAF
    bots = [HardBot(budget=4, max_worlds=2, min_worlds=1, spread=0.2, leaf=LEAF)] + [
        make_bot("normal") for _ in range(3)]
    _, _, violations, illegal = play_game(config(["hard"] + ["normal"] * 3), 11, bots,
                                          check=True)
    assert violations == 0 and illegal == 0 and bots[0].searched > 0


def test_hard_with_fitted_boldness_plays_whole_games_legally_and_differently():
    fitted = _hard_game(4, 12, fitted=1.0)
    assert fitted == _hard_game(4, 12, fitted=1.0)       # deterministic for a seed
    assert fitted != _hard_game(4, 12)                   # the fitted factors change its play
    bots = [HardBot(budget=4, max_worlds=2, min_worlds=1, fitted=1.0)] + [
        make_bot("normal") for _ in range(3)]
    _, _, violations, illegal = play_game(config(["hard"] + ["normal"] * 3), 11, bots,
                                          check=True)
    assert violations == 0 and illegal == 0 and bots[0].searched > 0


def test_hard_searching_more_in_the_last_round_changes_only_that_round():
    """`late=(round, factor)` grows every searched kind's simulations and worlds from that
    round on: the same game as Hard's up to it, another one after (bench/AI_RESULTS.md)."""
    plain, late = _hard_game(4, 12), _hard_game(4, 12, late=(3, 2.0))
    assert late == _hard_game(4, 12, late=(3, 2.0))      # deterministic for a seed
    assert late != plain
    first = next(i for i, (a, b) in enumerate(zip(plain, late)) if a != b)
    rounds = _hard_game_rounds(4, 12)
    assert rounds[first] == 3


def test_a_rollout_with_a_horizon_plays_on_through_the_next_round(monkeypatch):
    """`horizon=1` (bench/AI_RESULTS.md: measured with 5 players) plays a sampled world on
    through the next round, dealt from the world's deck, before it scores the standing; by
    default a play-out stops at the end of the round it starts in. In the last round there is
    no next one: the play-out ends with the game either way."""
    import game.ai.playouts as playouts
    from game.ai.hard import HARD_STYLE, OTHERS_STYLE, rollout
    ends: list = []
    monkeypatch.setattr(playouts, "standing",
                        lambda s, *rest: ends.append((s.round, s.phase)) or 0.0)
    seen, sit = _a_view()
    for w in range(4):
        world = sample_world(seen, sit, Memory(), random.Random(w))
        action = legal_actions(world, seen.seat)[0]
        for horizon in (0, 1, 2):
            rollout(world, action, seen.seat, random.Random(9), HARD_STYLE, OTHERS_STYLE,
                    horizon=horizon)
        last = world._replace(round=3)
        rollout(last, action, seen.seat, random.Random(9), HARD_STYLE, OTHERS_STYLE, horizon=1)
    assert ends == [(1, PLAY), (2, PLAY), (3, PLAY), (3, GAME_OVER)] * 4
    assert HardBot().horizon == 0
    monkeypatch.undo()
    # Play-outs share one cache of quick values within a search; past the round they start in
    # each has its own board, so what one play-out computed there must not reach another.
    worlds = [sample_world(seen, sit, Memory(), random.Random(w)) for w in range(6)]
    action = legal_actions(worlds[0], seen.seat)[0]
    shared: dict = {}
    for world in worlds:
        alone = rollout(world, action, seen.seat, random.Random(9), HARD_STYLE, OTHERS_STYLE,
                        {}, horizon=1)
        assert rollout(world, action, seen.seat, random.Random(9), HARD_STYLE, OTHERS_STYLE,
                       shared, horizon=1) == alone
    game = _hard_game(5, 12, horizon=1)
    assert game == _hard_game(5, 12, horizon=1)          # deterministic for a seed
    assert game != _hard_game(5, 12)


def test_hard_candidate_settings_widen_only_their_own_decision_kind():
    """`width`, `open_more` and `once` (bench/AI_RESULTS.md: measured, not shipped) give the
    search more cards to auction, more limits in an open auction and more once-around bids; by
    default Hard compares Normal's choice with at most four cards at play."""
    from game.state import ONCE_AROUND_BIDDING, OPEN_BIDDING, PLAY

    def sizes(**settings) -> dict:
        seen: dict = {}

        class Spy(HardBot):
            def search(self, view, sit, pool, candidates, rng, deadline=None):
                seen.setdefault(view.phase, set()).add(len(candidates))
                return super().search(view, sit, pool, candidates, rng, deadline)

        for seed in (12, 13):
            bots = [Spy(budget=8, max_worlds=4, min_worlds=2, **settings)] + [
                make_bot("normal") for _ in range(3)]
            play_game(config(["hard"] + ["normal"] * 3), seed, bots)
        return {phase: max(n) for phase, n in seen.items()}

    plain = sizes()
    assert plain[PLAY] <= 5 and plain[OPEN_BIDDING] <= 5 and plain[ONCE_AROUND_BIDDING] <= 5
    wide = sizes(width=(6, 20.0), open_more=(0.85, 1.3),
                 once=(0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1))
    assert wide[PLAY] > plain[PLAY] and wide[OPEN_BIDDING] > plain[OPEN_BIDDING]
    assert wide[ONCE_AROUND_BIDDING] > plain[ONCE_AROUND_BIDDING]


def _hard_game_rounds(players: int, seed: int) -> list:
    """The round of each action of `_hard_game(players, seed)`."""
    rounds: list = []
    bots = [HardBot(budget=8, max_worlds=4, min_worlds=2)] + [
        make_bot("normal") for _ in range(players - 1)]
    play_game(config(["hard"] + ["normal"] * (players - 1)), seed, bots,
              on_step=lambda before, after: rounds.append(before.round))
    return rounds


def _hard_game(players: int, seed: int, **settings) -> list:
    """The actions of a seeded game of a small-budget Hard (with `settings`) against Normals."""
    actions: list = []
    bots = [HardBot(budget=8, max_worlds=4, min_worlds=2, **settings)] + [
        make_bot("normal") for _ in range(players - 1)]
    play_game(config(["hard"] + ["normal"] * (players - 1)), seed, bots,
              on_action=lambda seat, action: actions.append((seat, action)))
    return actions


def test_hard_values_kept_hands_by_the_learned_leaf_at_3_and_4_players_only():
    """In the standard game with 3 and 4 players Hard's play-outs value the cards kept at a
    round's end by LEAF's weights for the table (paired on tuning deals against the gauntlet
    they gained 13 and 6.5 win points, 3.9 and 2.2 SE: bench/AI_RESULTS.md); at every other
    table 8 a card, as before. A leaf given holds at every table, an empty one meaning 8 a
    card."""
    from game.ai.hard import LEAF, LEAFED, MasterBot
    assert LEAFED == {("standard", 3), ("standard", 4)}
    assert {(3, 1), (3, 2), (3, 3), (4, 1), (4, 2), (4, 3)} == set(LEAF)
    for players in (3, 4):
        assert HardBot().hand_leaf(config(["hard"] * players)) is LEAF
        assert MasterBot().hand_leaf(config(["hard"] * players)) is LEAF
    for table in (config(["hard"] * 5), config(["hard"] * 2, "two_player"),
                  config(["hard"] * 3, "three_with_dummy")):
        assert HardBot().hand_leaf(table) is None
        assert HardBot(leaf=LEAF).hand_leaf(table) is LEAF
    assert HardBot(leaf={}).hand_leaf(config(["hard"] * 3)) == {}
    # Whole games: at 3 and 4 players Hard is Hard with LEAF given, and not Hard at 8 a card;
    # at 5 players it is Hard at 8 a card.
    # (With 4 players deal 6: since Hard's rules there charge a play what it takes from the
    # hand, both leaves happen to lead it to the same moves on deal 5.)
    for players, seed in ((3, 5), (4, 6)):
        assert _hard_game(players, seed) == _hard_game(players, seed, leaf=LEAF)
        assert _hard_game(players, seed) != _hard_game(players, seed, leaf={})
    assert _hard_game(5, 5) == _hard_game(5, 5, leaf={})


def test_a_reward_with_the_moves_still_to_come_scores_a_round_end_by_its_chance_to_win():
    """`reward` with a third element, (mean, spread) of how the money ahead of the best other
    seat still moves after each round: a play-out that stops at a round's end scores 100 times
    the normal chance that the lead ends above zero; the game's end is scored as before."""
    from game.ai.hard import REWARD, standing
    seen, sit = _a_view(players=3)
    world = sample_world(seen, sit, Memory(), random.Random(4))
    moves = ((-50.0, 80.0), (-30.0, 70.0), (-15.0, 50.0))
    chance = REWARD + (moves,)
    for rnd, (drift, spread) in zip((1, 2, 3), moves):
        at = world._replace(round=rnd, cash=(90, 70, 40), hands=((), (), ()))
        lead = 90 - 70 + drift
        assert standing(at, 0, None, chance) == pytest.approx(
            100 * 0.5 * math.erfc(-lead / (spread * math.sqrt(2))))
        assert standing(at, 1, None, chance) < standing(at, 0, None, chance) < 100
    assert standing(world._replace(round=1, cash=(70, 70, 40), hands=((), (), ())), 0, None,
                    chance) < 50             # level with the best, but the best still drifts up
    from game.state import GAME_OVER
    over = world._replace(round=3, phase=GAME_OVER, cash=(80, 75, 40), hands=((), (), ()))
    assert standing(over, 0, None, chance) == standing(over, 0, None, REWARD)


def test_the_reward_weighs_the_best_rival_and_the_win_bonus_as_given():
    """`standing` with `reward` (best rival's weight, win bonus): the default is REWARD; the best
    rival alone ignores the table's mean; a larger bonus pays only at the game's end."""
    from game.ai.hard import REWARD, standing
    from game.state import GAME_OVER
    seen, sit = _a_view(players=3)
    world = sample_world(seen, sit, Memory(), random.Random(4))
    late = world._replace(round=3, cash=(60, 75, 40), hands=((), (), ()))
    assert standing(late, 0) == standing(late, 0, None, REWARD)
    assert standing(late, 0) == pytest.approx(0.6 * (60 - 75) + 0.4 * (60 - 57.5))
    assert standing(late, 0, None, (1.0, 40.0)) == pytest.approx(60 - 75)
    assert standing(late, 0, None, (1.0, 80.0)) == standing(late, 0, None, (1.0, 40.0))
    over = late._replace(phase=GAME_OVER, cash=(80, 75, 40))
    assert standing(over, 0, None, (1.0, 80.0)) == pytest.approx(5 + 80)
    assert standing(over, 0, None, (0.6, 40.0)) == pytest.approx(0.6 * 5 + 0.4 * 22.5 + 40)
    tied = over._replace(cash=(75, 75, 40))
    assert standing(tied, 0, None, (1.0, 80.0)) == pytest.approx(40)


def _rollouts_changed(same: dict, other: dict) -> int:
    """Over six sampled worlds of a 3-player view: a play-out given the settings `same` equals
    the shipped one in every world; how many of them the settings `other` change."""
    from game.ai.hard import HARD_STYLE, OTHERS_STYLE, rollout
    seen, sit = _a_view(players=3)
    changed = 0
    for w in range(6):
        world = sample_world(seen, sit, Memory(), random.Random(w))
        action = legal_actions(world, seen.seat)[0]
        shipped = rollout(world, action, seen.seat, random.Random(9), HARD_STYLE, OTHERS_STYLE)
        assert shipped == rollout(world, action, seen.seat, random.Random(9), HARD_STYLE,
                                  OTHERS_STYLE, **same)
        changed += shipped != rollout(world, action, seen.seat, random.Random(9), HARD_STYLE,
                                      OTHERS_STYLE, **other)
    return changed


def test_hard_passes_its_reward_to_every_rollout():
    """HardBot(reward=...) scores its play-outs with that reward: its search's edge changes,
    while Hard given REWARD itself is Hard as shipped."""
    from game.ai.hard import REWARD
    seen, sit = _a_view(players=3)
    assert _rollouts_changed({"reward": REWARD}, {"reward": (1.0, 40.0)}) >= 3
    assert HardBot().reward == REWARD
    edges = []
    for reward in (REWARD, (1.0, 40.0)):
        bot = HardBot(reward=reward)
        bot.choose(seen, legal_actions(sample_world(seen, sit, Memory(), random.Random(1)),
                                       seen.seat), random.Random(7))
        edges.append((bot.searched, bot.edge))
    assert edges[0][0] == edges[1][0] == 1 and edges[0][1] != edges[1][1]


def test_quick_values_count_own_cards_only_when_asked():
    """`fast_values` with its defaults is the shipped guess; `own` raises the artists of the
    hand it is given, and the play-outs take (share, sharpness, own) from HardBot(quick=...)
    while quick=None plays them as shipped."""
    from game.ai.model import fast_values
    from game.cards import DECK
    counts, base, played = [2, 1, 0, 0, 0], [0, 10, 0, 0, 0], [2, 1, 0, 0, 0]
    hand = [c for c in DECK if c.artist == 4][:3]
    plain = fast_values(counts, base, played, 30)
    assert fast_values(counts, base, played, 30, hand) == plain
    raised = fast_values(counts, base, played, 30, hand, own=0.5)
    assert raised[4] > plain[4] and raised[0] < plain[0]
    assert _rollouts_changed({"quick": None}, {"quick": (0.15, 2.0, 0.2)}) >= 3
    assert HardBot().quick is None


def test_hard_can_fit_each_other_seats_boldness_from_what_it_paid_for_what_lots_paid_out():
    """`boldness`: a seat that paid more than the table for what its lots paid out bids
    bolder in the simulations, one that paid less more timidly; few purchases count little,
    the factor stays within its limit, and only scored rounds and lots bought from another
    seat count. Hard as shipped does not fit it."""
    from types import SimpleNamespace
    from game.ai.knowledge import BOLD_LIMIT, boldness
    from game.cards import OPEN, Card
    from game.events import Sold
    from game.state import RoundResult

    def sold(rnd, buyer, price, auctioneer=0, artist=1):
        return Sold(rnd, (Card(0, artist, OPEN),), buyer, price, auctioneer, (), OPEN)
    values = (0, 30, 0, 0, 0)
    result = RoundResult(0, (0,) * 5, (1,), values, (0,) * 4, (100,) * 4, None, None, None)
    bold_buys = [sold(0, 1, 27) for _ in range(6)]          # 0.9 of what the lots paid
    shy_buys = [sold(0, 2, 15) for _ in range(6)]           # 0.5
    noise = [sold(0, 3, 90, auctioneer=3), sold(1, 3, 90)]  # its own lot; a round not scored
    v = SimpleNamespace(seat=0, sales=tuple(bold_buys + shy_buys + noise), results=(result,))
    k = boldness(v, 1.0)
    assert set(k) == {1, 2} and k[1] > 1.0 > k[2]
    assert 1.0 - BOLD_LIMIT <= k[2] and k[1] <= 1.0 + BOLD_LIMIT
    # the table's ratio is 0.7: seat 1 paid 0.9 / 0.7 of it, shrunk by 6 purchases of 12
    assert k[1] == pytest.approx(1.0 + (0.9 / 0.7 - 1.0) * 6 / 12)
    assert boldness(v, 0.5)[1] == pytest.approx(1.0 + 0.5 * (0.9 / 0.7 - 1.0) * 6 / 12)
    # one purchase alone moves little
    few = SimpleNamespace(seat=0, sales=(sold(0, 1, 27), sold(0, 2, 15)), results=(result,))
    assert abs(boldness(few, 1.0)[1] - 1.0) < abs(k[1] - 1.0)
    # in the simulations each other seat's factors are times its fitted boldness
    bot = HardBot(fitted=1.0)
    _, sit = _a_view()
    other, third = (sit.seat + 1) % sit.players, (sit.seat + 2) % sit.players
    styles = bot.imagined(sit, random.Random(1), {other: 1.1})
    assert styles[other].bid == pytest.approx(bot.others.bid * 1.1)
    assert styles[third] == bot.others and styles[sit.seat] == bot.others
    assert HardBot().fitted == 0.0
