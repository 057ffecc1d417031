"""The match controller: one game in progress as its record (config, seed, actions) and the
current State, the human seats' decisions, and the computer seats' paced play.

Every applied action, human or computer, passes through `Match._commit`, which appends it to
the record and tells the listeners: the table animates from there; then the keepers, the
autosave, which so saves the table's notes of the move with it. The scenes never read the
State itself, only `view(seat)`.
"""
from __future__ import annotations

import random
import time
from typing import Any, Callable, Sequence

from game.registry import GameRules, game_names, get

from game import Bid, Pass
from game.ai import decision_move, decisions_seed
from game.ai.thinking import THINKING_BUDGET
from game.i18n import Text
from game.shared import said_to_the_mover
from game.state import OPEN_BIDDING

from .levels import make_bot
from .pace import computers_raising, quickened_wait
from .save_info import where_it_stands
from .take_back import answer_waits, can_take_back, moved, take_back, turn_again, turn_meta
from .standing import forget_told, idle_move, restore_standing, standing_meta
from .together import Decision, Held, choice_goes_on, decide, decide_all, simultaneous

Action = Any        # one game's action (its registry entry parses and judges it)
State = Any         # one game's immutable state: only the match holds it
View = Any          # what one seat may know of it


def rules_for(config) -> GameRules:
    """The registered game whose configuration `config` is (each game has its own Config)."""
    for name in game_names():
        rules = get(name)
        if type(config) is type(rules.default_config(rules.players[0])):
            return rules
    raise TypeError(f"{type(config).__name__} is the configuration of no registered game")


def _bot_for(rules: GameRules, level: str):
    """A computer seat of `level`: the auction's through the app's levels, another game's from
    its registry entry (a level that fails to build is an error, never a random opponent)."""
    if rules.name == "auction":
        return make_bot(level)
    return rules.make_bot(level)

#: listener(match, action, events): called after every applied action.
ActionListener = Callable[["Match", Action, tuple], None]


class Match:
    """A game being played: the record, the state, and who decides next."""

    #: The moves at the record's end the game made for a person with nothing to decide
    #: (`pass_for_the_idle`), and the steps a take-back undoes, (seat, events) each: the
    #: person's last move and those (at a shared screen their whole turn, take_back.py
    #: `moved`). Set per match as moves are made.
    made_for = 0
    turn: tuple = ()
    #: Seconds the computers waited since the last move: its take-back offered (take_back.py).
    offered = 0.0

    def __init__(self, config, seed: int, deck: Sequence | None = None,
                 thinking_seconds: Callable[[], float] | float = 0.8,
                 rng: random.Random | None = None, bots: dict | None = None,
                 spectator_seat: int | None = None, threaded: bool = False,
                 resumed: bool = False) -> None:
        #: The game being played, through the registry's contract (any game of the box).
        self.rules: GameRules = rules_for(config)
        if not resumed:     # a new game as its people sit (a loaded one keeps its file's)
            config = self.rules.at_one_screen(config, sum(not s.is_bot for s in config.seats))
        self.config = config
        self.seed = seed
        self.deck = tuple(deck) if deck is not None else None
        self._state: State = self._start()
        #: The public events of the deal that opened the game (round 1 starts).
        self.opening_events: tuple = self._state.events
        self.actions: list[Action] = []
        self.listeners: list[ActionListener] = []
        #: Told after every action once the listeners heard it: the autosave (`_commit`).
        self.keepers: list[Callable[["Match"], None]] = []
        #: Each computer seat gets its own bot; a decision's randomness comes from the game's
        #: seed, the move number and the seat (game.ai.decision_rng), so a decision worked out
        #: and thrown away (on the worker thread) changes no later one.
        self.bots = {i: (bots or {}).get(i) or _bot_for(self.rules, s.level)
                     for i, s in enumerate(config.seats) if s.is_bot}
        self.bot_seed = rng.randrange(2 ** 62) if rng is not None else decisions_seed(seed)
        self._thinking = thinking_seconds
        self.fast_forward = False
        self.wait = self.thinking_seconds()
        #: Seat shown when no human is at the table (the demo watches over this seat's shoulder).
        self.spectator_seat = spectator_seat
        #: The human sitting at the screen now: the one who last confirmed a hand-over (with
        #: one human, always that one). Nobody at first with several: the first turn hands over.
        humans = self.humans
        self.seated: int | None = humans[0] if len(humans) == 1 else None
        #: A computer moved while the public view was up since the seated human last decided
        #: (hot-seat): everyone at the screen may have been watching it, so their screen opens
        #: only after a press, the band at the window's foot (`handover_due` names them again).
        self.looked_on = False
        #: The state before the last applied action (the table hides a screen from it at once).
        self._before: State = self._state
        self.bot_mistakes = 0
        #: True for a match continued from a save.
        self.resumed = False
        #: What the table keeps of this game beside its moves (who has met which first-game
        #: tip), saved with it as the record's meta "table" and given back on resuming.
        self.notes: dict = {}
        #: The moves the save held, and the file it came from (set by whoever loaded it).
        self.loaded_moves = 0
        self.loaded_from = None
        #: Think in a worker thread (the app); tests keep it off for plain determinism.
        self.threaded = threaded
        #: The seconds a computer decision may search (`game.ai.thinking`): the app's, with its
        #: worker thread; None (tests, tools): the counted search, the same move for a seed.
        self.thinking_budget: float | None = THINKING_BUDGET if threaded else None
        self.clock: Callable[[], float] = time.monotonic     # what the budget is timed by
        self._job: Decision | None = None
        #: Human seats out of the open auction on offer ("Out of this lot"): seat -> the lot.
        self.out_of_lot: dict[int, tuple] = {}
        #: Human seats the game bids for in the open auction on offer ("Up to"): seat -> (the
        #: lot, the most the seat will pay).
        self.raise_to: dict[int, tuple[tuple, int]] = {}
        #: Human seats whose most the bids went past in an open auction ("Up to"): seat -> (the
        #: lot, that most). The game passes for them there (at a shared screen it asks them
        #: instead); kept until the seat's own next move.
        self.limit_reached: dict[int, tuple[tuple, int]] = {}
        #: How many passes the controller made for human seats (nothing left to decide).
        self.auto_passes = 0
        #: How many smallest raises the controller made for human seats bidding "up to".
        self.auto_raises = 0
        #: How many other moves the controller made for human seats (their only one, in the
        #: card game: `GameRules.unasked_move`).
        self.auto_moves = 0
        self._passing = False
        #: The computer decisions worked out for a state, and the state last hastened.
        self._plan: tuple | None = None
        self._hasted: State | None = None
        #: The other seats' choices made with the last one applied, not yet applied (`Held`).
        self._held: Held | None = None
        #: Whether the last move may not be taken back (`last_move_final`).
        self._last_auto = False

    # --- what may be shown -----------------------------------------------------------------
    @property
    def state(self) -> State:
        """The full state, secrets included: for saving and tests, never for drawing."""
        return self._state

    @property
    def humans(self) -> list[int]:
        """The human seats, in seat order."""
        return [i for i, s in enumerate(self.config.seats) if not s.is_bot]

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.rules.result(self._state) is not None

    @property
    def phase(self) -> str:
        """What the game waits for (a phase of game.state)."""
        return self._state.phase

    @property
    def to_act(self) -> tuple[int, ...]:
        """The seats whose decision the game waits for."""
        return self.rules.to_act(self._state)

    @property
    def hot_seat(self) -> bool:
        """Whether several humans share the screen (hand-overs and screens apply)."""
        return len(self.humans) > 1

    def viewing_seat(self) -> int | None:
        """The seat whose screen the table shows: the one human; with several humans the seated
        one only while it is their decision (else nobody: the public view, so no hand or cash
        shows while computers act or while the screen passes on); the spectator seat when all
        are bots.

        This is the one choice every privacy rule of hot-seat hangs on."""
        humans = self.humans
        if not humans:
            return self.spectator_seat
        if len(humans) == 1:
            return humans[0]
        if self.seated is not None and self.seated in self._state.to_act and not self.looked_on:
            return self.seated
        return None

    def handover_due(self) -> int | None:
        """The human the screen must pass to before their decision can be shown, or None.

        Only with several humans: the first human the game waits for who is not the one seated
        (for sealed bids, one after another: round the table to the left from the one who
        holds the screen, as the screen is passed on; from the seat order where nobody holds
        it); the one seated again if computers moved on the public screen since their last
        decision (`looked_on`: a press, not a new person). Never with one human, never once
        the game is over."""
        if not self.hot_seat or self.is_over:
            return None
        waiting = [seat for seat in self._state.to_act if seat in self.humans]
        if self.seated in waiting:
            return self.seated if self.looked_on else None
        if self.seated is not None:
            n = len(self.config.seats)
            waiting.sort(key=lambda seat: (seat - self.seated) % n)
        return waiting[0] if waiting else None

    def take_seat(self, seat: int, looked_on: bool = False) -> None:
        """`seat` confirmed the hand-over: they sit at the screen now. `looked_on`: they made
        a public move there without opening their screen (a pass on an open lap), anyone
        watching, so their next private view comes after a press (`handover_due`)."""
        if seat not in self.humans:
            raise ValueError(f"Seat {seat} is not a human at this table.")
        self.seated = seat
        self.looked_on = looked_on

    def leave_seat(self) -> None:
        """The whole table watched a moment: nobody sits at the screen until the next
        hand-over, which is then due even to the one seated before (hot-seat only)."""
        if self.hot_seat:
            self.seated = None
            self.looked_on = False

    def _watch(self, action: Action) -> None:
        """Before `action` applies: a computer's move while the seated human is not deciding
        (the public view is up, the computers' turn) means the others may be watching the
        screen now (`looked_on`); not one they make while that human decides beside them (a
        sealed bid, everyone plays)."""
        if self.hot_seat and self.seated is not None and self.seated not in self._state.to_act \
                and getattr(action, "seat", None) in self.bots:
            self.looked_on = True

    def public_view(self) -> View:
        """What anyone at the table may know now (the spectator / hand-over view): no hand, no
        private cash, no sealed bid. Drawn whenever a screen is down."""
        return self.rules.view(self._state, None)

    def view_before(self, seat: int | None) -> View:
        """What `seat` could know just before the last action (the table hides a screen at the
        moment the decision is made, before the action's animation plays)."""
        return self.rules.view(self._before, seat)

    @property
    def state_before(self) -> State:
        """The full state before the last move (take_back.py), as `state`: never for drawing."""
        return self._before

    def view(self, seat: int | None) -> View:
        """What `seat` may know now."""
        return self.rules.view(self._state, seat)

    def result(self):
        """The game's outcome once over, else None."""
        return self.rules.result(self._state)

    def human_to_act(self, seat: int | None) -> bool:
        """Whether the game waits for `seat` and `seat` is a human."""
        return seat is not None and seat in self._state.to_act and seat in self.humans

    def computers_wait_for(self, seat: int | None) -> bool:
        """Whether computer seats wait while the table shows `seat`: they do for that human's
        own decision, unless the game waits for several seats at once (sealed bids, everyone
        plays: chosen at the same time, so the computers choose while the human does)."""
        return self.human_to_act(seat) and simultaneous(self.rules, self._state) is None

    def legal_for(self, seat: int) -> tuple:
        """The legal options of `seat` now (empty when it is not their decision)."""
        if seat not in self._state.to_act:
            return ()
        return self.rules.legal_actions(self._state, seat)

    # --- acting ------------------------------------------------------------------------------
    def submit(self, action: Action) -> Text | str | None:
        """Apply a human's action. Returns None, or the engine's message if it is illegal (said
        to "you": the human who tried it is the one at the screen)."""
        try:
            new = self.rules.apply(self._state, action)
        except self.rules.illegal as e:
            return said_to_the_mover(e)
        self._commit(action, new)
        return None

    def why_not(self, action: Action) -> Text | str | None:
        """The engine's reason `action` would be refused now (None: accepted), nothing applied."""
        try:
            self.rules.apply(self._state, action)
        except self.rules.illegal as e:
            return said_to_the_mover(e)
        return None

    def events_if(self, action: Action) -> tuple | None:
        """The events `action` would bring now (None: refused), nothing applied: what a button
        may say it would do, in the engine's own outcome (a Pass that ends the lot)."""
        try:
            return self.rules.apply(self._state, action).events
        except self.rules.illegal:
            return None

    def if_nobody_bids(self):
        """What the engine does with the lot on offer if nobody bids on it from now on (its
        `TakenFree` or fixed-price `Sold` event), or None: public, no secret bid read."""
        return self.rules.nobody_bids(self._state)

    def _commit(self, action: Action, new: State) -> None:
        """Every applied action passes here: record it, move on, tell the listeners."""
        if self.limit_reached and not self._passing:    # its own move: the word owed is said
            forget_told(self.limit_reached, action)
        # A human's secret choice (a sealed bid, everyone plays): the computers choosing
        # meanwhile go on thinking where they were (their time started again from zero).
        going_on = getattr(action, "seat", None) in self.humans \
            and choice_goes_on(self.rules, self._state, new, len(self.actions))
        self._watch(action)
        self.actions.append(action)
        self._last_auto = self._last_auto and self._passing
        moved(self, action, new.events, self._passing)      # what a take-back would undo
        self.offered = self.offered if self._passing else 0.0
        self._before = self._state
        self._state = new
        if not going_on and any(seat in self.bots for seat in self.rules.to_act(new)):
            self.wait = self.thinking_seconds()
        try:
            for listener in list(self.listeners):       # the table, …
                listener(self, action, new.events)
        finally:    # the autosave, whatever they did: with the table's notes of the move
            for keeper in list(self.keepers):   # (saved first, they were a move behind)
                keeper(self)
        self.pass_for_the_idle()

    # --- seats with nothing to decide -------------------------------------------------------
    def lot_key(self) -> tuple:
        """The open auction on offer, as the instructions for it are kept (round, auctioneer,
        the lot's cards)."""
        s = self._state
        return (s.round, s.auctioneer, tuple(c.id for c in s.lot))

    def step_out(self, seat: int, out: bool = True) -> None:
        """"Out of this lot": the game passes for `seat` on every later lap of the open auction
        on offer (`out=False`: back in, while the lot is still open). Either way the game no
        longer bids for the seat ("Up to")."""
        self.raise_to.pop(seat, None)
        self.limit_reached.pop(seat, None)
        if out:
            self.out_of_lot[seat] = self.lot_key()
        else:
            self.out_of_lot.pop(seat, None)

    def is_out(self, seat: int | None) -> bool:
        """Whether `seat` stepped out of the open auction on offer now."""
        return (seat is not None and self._state.phase == OPEN_BIDDING
                and self.out_of_lot.get(seat) == self.lot_key())

    def bid_up_to(self, seat: int, most: int) -> None:
        """"Up to": on every later lap of the open auction on offer the game bids the smallest
        raise the engine offers `seat` while it is at most `most`, and once it is more, passes
        and steps the seat out of the lot (the seat's own first bid is its own move)."""
        self.out_of_lot.pop(seat, None)
        self.limit_reached.pop(seat, None)
        self.raise_to[seat] = (self.lot_key(), most)

    def raising(self, seat: int | None) -> int | None:
        """The most the game bids for `seat` in the open auction on offer now, if it does."""
        if seat is None or self._state.phase != OPEN_BIDDING:
            return None
        lot, most = self.raise_to.get(seat, (None, 0))
        return most if lot == self.lot_key() else None

    def limit_passed(self, seat: int | None) -> int | None:
        """The most `seat` bid "up to" in the open auction on offer now, once the bids went
        past it (the game passes for the seat there), else None."""
        if not self.is_out(seat):
            return None
        lot, most = self.limit_reached.get(seat, (None, 0))  # type: ignore[arg-type]
        return most if lot == self.lot_key() else None

    def idle_move(self) -> Action | None:
        """The move the game makes for a human seat it waits for that has nothing to decide
        (standing.py `idle_move`: a Pass left alone, "Out of this lot", "Up to"), or None."""
        return idle_move(self)

    @property
    def made_unasked(self) -> bool:
        """Whether the move the listeners are being told of now is one the game made for a
        human seat with nothing to decide (`pass_for_the_idle`), not the seat's own."""
        return self._passing

    def pass_for_the_idle(self) -> None:
        """Make the move of every human seat with nothing to decide (`idle_move`), one after
        another, before anyone is asked or handed the screen."""
        if self._passing:
            return
        self._passing = True
        try:
            while not self.is_over and (action := self.idle_move()) is not None:
                if isinstance(action, Bid):
                    self.auto_raises += 1
                elif isinstance(action, Pass):
                    self.auto_passes += 1
                else:
                    self.auto_moves += 1
                self._commit(action, self.rules.apply(self._state, action))
        finally:
            self._passing = False

    def thinking_seconds(self) -> float:
        """The computer seats' thinking delay now (0 while fast-forwarding)."""
        if self.fast_forward:
            return 0.0
        t = self._thinking
        return float(t() if callable(t) else t)

    def bot_to_act(self) -> int | None:
        """The first computer seat the game waits for, if any."""
        for seat in self.to_act:
            if seat in self.bots:
                return seat
        return None

    def update(self, dt: float) -> bool:
        """Let time pass; a computer seat acts once its thinking delay is over.
        Returns True when an action was applied.

        With `threaded`, the computer thinks in a worker thread while the delay runs, so a
        slow decision (the hard level searches) never freezes the window."""
        if self.is_over:
            return False
        seat = self.bot_to_act()
        if seat is None:
            return False
        self.wait, self.offered = self.wait - dt, self.offered + dt
        held = self._held.now(self) if self._held is not None else []
        if answer_waits(self):      # the take-back offered a while first; the thinking goes on
            return self.threaded and not held and self._update_threaded(apply=False)
        if held:        # chosen with one applied before, each drawn before the next
            return (self.wait <= 0 or self.fast_forward) and self._apply_decisions(held)
        self._held = None           # spent: not asked again at every later frame
        if self.threaded:
            return self._update_threaded()
        if self.wait > 0 and not self.fast_forward:
            if len(self.to_act) == 1:
                # One computer decides: decide now, so a routine pass need not wait as long
                # as a bid (the same decision as later: nobody else can act meanwhile).
                self._routine_haste(self._planned_decisions())
            if self.wait > 0:
                return False
        return self._apply_decisions(self._planned_decisions())

    def _planned_decisions(self) -> list:
        """The computer decisions for the state now, decided once."""
        if self._plan is None or self._plan[0] is not self._state:
            self._plan = (self._state, decide_all(self, self._state, len(self.actions)))
        return self._plan[1]

    def _routine_haste(self, actions) -> None:
        """A computer's routine move waits only a third of its thinking time (once per state):
        a pass, any move while the game bids "up to" for a human in this open auction (their
        exchange of raises would otherwise take a whole thinking time a lap), or a raise
        answering another computer's (`computers_raising`)."""
        if self._hasted is self._state:
            return
        self._hasted = self._state
        routine = all(isinstance(a, Pass) for a in actions) or any(
            self.raising(seat) is not None for seat in self.humans) \
            or computers_raising(self, actions)
        if actions and routine:     # and a long run of them in one open auction quickens
            thinking = self.thinking_seconds()
            self.wait -= thinking - quickened_wait(self, thinking)

    def _update_threaded(self, apply: bool = True) -> bool:
        """The worker's decision, applied once in and the wait over (`apply` False: begun)."""
        job = self._job
        if job is not None and job.base is not self._state:
            if job.thread.is_alive():
                return False        # a stale decision still running: never two at once per bot
            job = self._job = None
        if job is None:
            job = self._job = Decision(self, self._state, len(self.actions))
        if not job.thread.is_alive() and job.actions is not None and len(self.to_act) == 1:
            self._routine_haste(job.actions)
        if (self.wait > 0 and not self.fast_forward) or job.thread.is_alive() or not apply:
            return False
        self._job = None
        if job.actions is None:     # the worker failed (logged there): decide here instead
            return self._apply_decisions(decide_all(self, self._state, len(self.actions)))
        return self._apply_decisions(job.actions)

    def _apply_decisions(self, actions) -> bool:
        """The first of the computers' decisions; the others' made at the same time are held
        (`Held`), each applied after a routine share of the thinking time."""
        self._held = None
        if not actions:
            return False
        state, move = self._state, len(self.actions)
        try:
            new = self.rules.apply(state, actions[0])
        except self.rules.illegal:
            return False            # the table moved on meanwhile; decide again next time
        self._commit(actions[0], new)
        self._held = Held.after_first(self, state, move, actions)
        return True

    def play_bot(self, seat: int) -> None:
        """The computer seat `seat` decides now (synchronously)."""
        move = decision_move(self.rules, self._state, len(self.actions))
        self._commit_one(decide(self, self._state, seat, move))

    def _commit_one(self, action) -> None:
        self._commit(action, self.rules.apply(self._state, action))

    @classmethod
    def resume(cls, record, state: State | None = None, **kwargs) -> "Match":
        """A match continuing a saved game (`game.save.GameRecord`); `state` saves the replay
        when the caller already has it. Nothing is animated for the moves already made."""
        match = cls(record.config, record.seed, record.deck, resumed=True, **kwargs)
        match._state = state if state is not None else record.replay()
        match._before = match._state
        match.actions = list(record.actions)
        match.opening_events = ()
        match.resumed = True
        notes = record.meta.get("table")
        match.notes = dict(notes) if isinstance(notes, dict) else {}
        restore_standing(match, record.meta.get("standing"))
        match._last_auto = record.meta.get("final") is True
        turn_again(match, record.meta)
        match.loaded_moves = len(match.actions)
        match.wait = match.thinking_seconds()
        match.pass_for_the_idle()   # saved as a bid passed an "Up to", before its answer
        return match

    def past_events(self, steps=None) -> list:
        """The public events of the whole game so far, replayed from the record (a loaded
        game's log is rebuilt from them); `steps`: the `replayed()` steps, if already had."""
        return [e for _action, state in (steps or self.replayed()) for e in state.events]

    def replayed(self):
        """The game so far replayed from the record: the deal (with None for its action), then
        each action with the state it led to."""
        state = self._start()
        yield None, state
        for action in self.actions:
            state = self.rules.apply(state, action)
            yield action, state

    def _start(self) -> State:
        """The dealt game before any move."""
        if self.deck is None:
            return self.rules.new_game(self.config, self.seed)
        return self.rules.new_game(self.config, self.seed, self.deck)

    # --- a take-back for a misclick (take_back.py) -----------------------------------------
    @property
    def last_move_final(self) -> bool:
        """Whether the last move may never be taken back: the move before one taken back (and
        the moves made for a person after it), or the last move of a save that said so."""
        return self._last_auto

    def drop_last_moves(self, n: int = 1) -> Action:
        """Take the last `n` moves off the record and replay the state from the moves left
        (the randomness untouched); the move now last is final: one step back only. Returns
        the first move taken off."""
        undone = self.actions[-n]
        del self.actions[-n:]
        state = before = self._start()
        for action in self.actions:
            before, state = state, self.rules.apply(state, action)
        self._state, self._before = state, before
        self._last_auto = True
        self.made_for, self.turn, self.offered = 0, (), 0.0
        return undone

    def can_take_back(self) -> bool:
        """Whether the one human at a table of computers may take their last move back."""
        return can_take_back(self)

    def take_back(self) -> bool:
        """Undo the human's last move if `can_take_back`; True if it was undone."""
        return take_back(self)

    @property
    def failed_on_opening(self) -> bool:
        """Whether this is a loaded game that has not yet made a move since (if it fails now,
        the save itself is the likely cause)."""
        return self.resumed and len(self.actions) == self.loaded_moves

    def game_record(self):
        """The game so far as a `game.save.GameRecord` (for saving)."""
        from game.save import GameRecord
        meta = {"table": dict(self.notes)} if self.notes else {}
        meta.update({"final": True} if self._last_auto else {})   # not to be taken back
        meta.update(turn_meta(self))        # how many moves a take-back undoes
        meta.update(where_it_stands(self._state, self.rules))  # the save's line in the list
        meta.update({"standing": standing} if (standing := standing_meta(self)) else {})
        return GameRecord(self.config, self.seed, self.deck, tuple(self.actions), meta=meta,
                          game=self.rules.name)
