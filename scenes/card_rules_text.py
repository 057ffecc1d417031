"""The card game's rules as the Rules screen tells them: CARD_GAME.md in the game's own words,
the five effects each with its icon, and the 2024 rulebook's worked examples (a turn ending on
the sixth card of one artist, and a round's scoring with final scores of 13, 20 and 12).

Artists are named in the chosen theme, as on the table: the rulebook's artists are living
illustrators, and their names do not go on art they did not make. Each section is (title,
effect icon or None, paragraphs); a paragraph starting with "Example:" is a worked example.
"""
from __future__ import annotations

from game.card.cards import (AWARD, AWARD_VALUE, DEAL, DRAW, EVERYONE_PLAYS, SECOND_FACE_DOWN,
                             SECOND_FACE_UP, TOKENS, threshold)
from game.card.config import TOKENS_LABEL, TOKENS_WORDS, TWO_PLAYERS_LABEL as TWO_PLAYERS
from game.i18n import Text, _, and_list, join_text, n_, p_

from .rules_text import (HELP_HEADING, KEYS_HEADING, SCREEN_SHARED, SCREEN_TIPS, SCREEN_TITLE,
                         Heading, artist_names, decision_keys, screen_privacy)

Section = tuple[Text, "str | None", tuple[Text, ...]]


#: The sections, the artists as {first} … {fifth} in tie order (filled in per theme).
TEMPLATE: tuple[Section, ...] = (
    (_("The idea"), None, (
        _("Modern Art: The Card Game has no money and no auctions. Over four rounds you play "
          "paintings into your own display; when a round ends, the three artists with the most "
          "cards in play become that round's leading artists and every painting of theirs in "
          "your display scores points. After round 4 the highest total wins; equal totals share "
          "the win."),
        # i18n: {first} … {fifth} are the five artists' names, in tie order
        _("There are 95 cards by five artists: {first} (17 cards), {second} (18), {third} (19), "
          "{fourth} (20) and {fifth} (21). That order, left to right on the market board, also "
          "breaks every tie: the artist further left on the board, the one with fewer cards in "
          "the box, wins it."),
    )),
    (_("Setting up"), None, (
        # i18n: {dealt} is the number of cards each player is dealt at the start (13)
        _("Everyone is dealt {dealt} cards. The top card of the deck is turned up as the round's "
          "influence card: it belongs to nobody, its effect does nothing, but it counts as a "
          "card of its artist in play."),
        # i18n: {deals} is the deal by player count ("2 players 6, 6 and 3; 3 players 6, 6 and
        # none; …")
        _("Before rounds 2, 3 and 4 everyone is dealt more cards (hands are kept): {deals}. "
          "The first player is chosen on the setup screen (a random seat unless you pick one) "
          "and passes to the left each round."),
    )),
    (_("Your turn"), None, (
        _("On your turn you must play one card from your hand face up into your display. If it "
          "has an effect you may then use it (everyone plays is not optional). Then the next "
          "player to your left who still holds cards plays. A player with an empty hand is "
          "skipped, but their display still scores."),
        _("Only a card played on your turn uses its effect: cards played because of an effect, "
          "cards added at scoring and the influence card never do."),
    )),
    (_("Draw a card"), DRAW, (
        _("You may take the top card of the deck into your hand. The deck never runs out."),
    )),
    (_("Second card face up"), SECOND_FACE_UP, (
        _("You may play one more card of the same artist from your hand, face up. It counts at "
          "once and may end the round."),
    )),
    (_("Second card face down"), SECOND_FACE_DOWN, (
        _("You may play one card of any artist face down into your display. The others only see "
          "that there is a face-down card. It never ends a round, but at scoring it is turned up "
          "and counts fully: for the leading artists, for adding cards and for points."),
    )),
    (_("Everyone plays"), EVERYONE_PLAYS, (
        _("Everyone holding a card, you included, secretly chooses one card from their hand; all "
          "are revealed together and go face up into their displays, their effects ignored. Then "
          "play goes on to your left as usual. At a screen several people share, it passes to each "
          "human player in turn for their secret choice."),
    )),
    (_("Award"), AWARD, (
        # i18n: {award} is what an award token adds to a card of its artist (2)
        _("You may put an award token on any artist (this card's artist or another). Each award "
          "adds {award} points to every card of that artist whenever it is a leading artist, in "
          "this round and every later one."),
    )),
    (_("The end of a round"), None, (
        # i18n: {limit} and {limit_two} are the face-up cards of one artist that end a round
        # (6, and 5 with two players)
        _("A round ends at once when one artist has {limit} cards face up in play, counting "
          "every display and the influence card ({limit_two} with two players). The card that "
          "reaches the limit loses its effect. A round also ends when nobody holds a card any "
          "more."),
        # i18n: a worked example (keep "Example:", translated, at the start);
        # {first} … {fifth} are the five artists' names, in tie order
        _("Example: Jason plays a {fifth} card with everyone plays: Jason, Max and Julia each "
          "play one card from their hand at once. Max's is a {third} card with the draw effect, "
          "but a card played by an effect never uses its own, so he draws nothing. Jason's turn "
          "is over and Julia plays a {fourth} card with second card face up; she adds another "
          "{fourth}, the sixth {fourth} in play counting the influence card, and the round ends "
          "at once."),
    )),
    (_("Scoring a round"), None, (
        # i18n: {token1}, {token2} and {token3} are the value tokens, largest first (3, 2, 1)
        _("Face-down cards are turned up. The artist with the most cards in play (every display "
          "and the influence card) gets a {token1} value token, the second a {token2} and the "
          "third a {token3}; ties go to the artist further left on the board, the one with "
          "fewer cards in the box. These three are the round's leading artists."),
        _("For each leading artist you already have in your display you may add one more card of "
          "that artist from your hand (up to three cards, effects ignored). Each player decides "
          "in turn, starting with whoever played the last card."),
        _("A leading artist's card is worth all the value and award tokens it has ever received, "
          "this round's included. The other two artists are worth nothing this round, whatever "
          "tokens they hold; their tokens count again when they lead. You score every card in "
          "your display. Then all displays and the influence card leave the game."),
        # i18n: a worked example (keep "Example:", translated, at the start);
        # {first} … {fifth} are the five artists' names, in tie order
        _("Example: {fourth} has 6 cards in play and gets the 3 token. {first} and {second} are "
          "tied on 5; {first} wins the tie and gets the 2, {second} the 1. {third} and {first} "
          "each hold an award from earlier, but {third} is not leading, so only {first}'s award "
          "counts: {fourth} cards are worth 3, {first} 4 (2 + an award of 2), {second} 1, and "
          "{third} and {fifth} nothing. Max adds a {fourth} and a {second} from his hand; Julia "
          "has only a {second} to add; Jason could add a {second} but keeps it for the next "
          "round."),
        # i18n: a worked example (keep "Example:", translated, at the start);
        # {first} … {fifth} are the five artists' names, in tie order
        _("Example: Max has 3 {fourth}, 4 {second}, 2 {third} and 1 {fifth}: 3×3 + 4×1 = 13 "
          "points. Julia has 2 {fourth}, 2 {second}, 1 {third} and 3 {first}: 2×3 + 2×1 + 3×4 = "
          "20. Jason has 1 {fourth}, 1 {second}, 2 {first} and 1 {fifth}: 1×3 + 1×1 + 2×4 = 12."),
    )),
    (_("End of the game"), None, (
        _("After round 4 is scored, the player with the highest total of the four rounds wins. "
          "Cards left in your hand score nothing."),
    )),
    (TWO_PLAYERS, None, (
        # i18n: {limit} and {limit_two} are the face-up cards of one artist that end a round
        # (6, and 5 with two players)
        _("With two players a round ends at once when one artist has {limit_two} cards face "
          "up in play, not {limit}, counting both displays and the influence card. The card "
          "that reaches {limit_two} loses its effect."),
        # i18n: {dealt} is the cards each player is dealt at the start (13), {deals_two} the
        # cards dealt before rounds 2, 3 and 4 with two players ("6, 6 and 3")
        _("Each of you is dealt {dealt} cards at the start, and {deals_two} more before rounds "
          "2, 3 and 4 (hands are kept)."),
        _("Nothing else changes: every effect, everyone plays included, the scoring and the "
          "first player passing to the left each round are as with more players. There is no "
          "dummy hand, unlike the two-player variant of the auction game."),
    )),
    (_("Options and our readings"), None, (
        # i18n: {tokens} is the option's name on the setup screen ("Value tokens"), {always}
        # and {in_play} its two choices' names ("Always three", "Only artists in play")
        _("{tokens}: the rulebook's text, taken literally, places three value tokens every "
          "round, even on an artist with no card in play when fewer than three artists are in "
          "play ({always}, the default; the rulebook does not speak of that case). "
          "{in_play}: such an artist gets no token, so that round fewer than three artists "
          "lead and score."),
        _("Where the rulebook is silent, this edition reads it as follows. When the cards of "
          "everyone plays end the round, the last card counts as played by the player whose "
          "turn it was. At scoring, players add their cards one at a time, starting with the "
          "player who played the last card and going on in turn order. When everyone plays "
          "takes an artist past the limit, every chosen card is still placed and counts, and "
          "the round ends only once."),
    )),
    (SCREEN_TITLE, None, (
        _("Your hand lies along the bottom of the table. Click a card to play it face up, or "
          "walk the hand with Left and Right and press Enter, or ring its cards with Tab and "
          "Shift+Tab (they reach the buttons too) and press Enter or Space; a card you may not "
          "play now says why instead."),
        _("When a card's effect asks something, the buttons on the left answer it (an artist "
          "for the award, Draw a card, Decline the effect, Done at scoring); a second "
          "card, your secret card when everyone plays and a card added at scoring are chosen "
          "in your hand."),
        _("The card the arrow keys rest on explains itself, as a card under the pointer does. "
          "A card you draw from the deck is named under the prompt and ringed in your hand "
          "until your next move."),
        HELP_HEADING,
        _("Pointing at an artist's column on the board counts its cards: in play this round, "
          "in your hand, not seen yet."),
        # i18n: the Rules' "Playing on screen": how a display reads (its piles' numbers)
        _("Each display lays its cards in piles, one an artist, in the order its first card "
          "came, the face-down cards last. A number on a pile's top card counts the pile's "
          "cards; pointing at the number says what they count for."),
        # i18n: the card game's value hints (no lots or money: a card, its artist, points)
        _("With value hints on (in the settings) the board shows what one card of each artist "
          "would be worth if the round ended now, a card in your hand says what a card of its "
          "artist is likely worth at the round's end, and a card that would end the round says "
          "what a card of its artist is then worth and what each player's display would score "
          "(without the others' face-down cards)."),
        SCREEN_TIPS,
        # i18n: a heading inside the Rules' "Playing on screen": the hand-over between people
        # who share one screen (as the auction Rules' "Several people at one screen")
        Heading.of(p_("rules heading", "Several people at one screen")),
        _("Whenever control passes between human players, a hand-over screen hides private "
          "information until the next player confirms."),
        # i18n: "everyone plays" is the effect's name; "I am …: show my screen" the words of
        # the hand-over's button
        _("A moment everyone watches (the cards of everyone plays turned up, a round's "
          "scoring) stays until someone presses on. When a person plays next, that one press "
          "names them (\u201cI am \u2026: show my screen\u201d) and opens their screen, even "
          "when it goes back to the player who was at it before: the others watched that "
          "moment too, and look away before that hand shows."),
        KEYS_HEADING,
        decision_keys((
            (_("Draw a card"), "draw", "card_draw"),
            (_("Decline the effect"), "decline", "card_effect"),
            (p_("button", "Done"), "done", "card_done"))),
        *screen_privacy(_("Take back your card")),
        *SCREEN_SHARED,
    )),
)


def deals_later(players: int) -> Text:
    """The cards dealt before rounds 2, 3 and 4 at a table of `players`, from the engine's
    deal table: "6, 6 and 3", "6, 6 and none"."""
    # i18n: no cards dealt before a round, in a list of deals ("6, 6 and none")
    return and_list(k if k else p_("cards dealt", "none") for k in DEAL[players][1:])


def numbers() -> dict[str, object]:
    """The rules' numbers as the engine plays them (game.card.cards says them once): the
    face-up cards that end a round, the deal at the start (the same at every table) and
    before each later round."""
    # i18n: a table's deals before rounds 2, 3 and 4 in a list of them: {n} players, {cards}
    # the cards dealt ("2 players 6, 6 and 3")
    deals = [n_("{n} player {cards}", "{n} players {cards}", n).format(cards=deals_later(n))
             for n in sorted(DEAL)]
    # i18n: the separator between the parts of a list that hold commas ("…; 3 players 6, 6
    # and none; …"); Chinese "；"
    return {"limit": threshold(3), "limit_two": threshold(2), "dealt": DEAL[2][0],
            "award": AWARD_VALUE, **dict(zip(("token1", "token2", "token3"), TOKENS)),
            "deals": join_text(p_("clause separator", "; "), deals),
            "deals_two": deals_later(2)}


def card_sections(theme: str) -> tuple[Section, ...]:
    """The card game's rules with the artists of `theme` (and option A1's names), and the
    numbers of the engine."""
    names: dict[str, object] = dict(artist_names(theme))
    # Option A1 by the names the setup screen gives it (game.card.config says them once).
    names.update(tokens=TOKENS_LABEL, always=TOKENS_WORDS[False][0],
                 in_play=TOKENS_WORDS[True][0], **numbers())
    return tuple((title, icon, tuple(p.format(**names) for p in paras))
                 for title, icon, paras in TEMPLATE)
