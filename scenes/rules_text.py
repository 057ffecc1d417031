"""The rules as the Rules screen tells them: RULES.md in the game's own words, every variant
and option, each auction with its icon and a short worked example, the artists named in the
theme of the game the screen was opened from (game/cards.py THEMES), as on the table.

Each section is (title, method icon or None, paragraphs); a paragraph starting with "Example:"
is set as a worked example, a `Heading` as a heading inside the section, an `Item` as a point
of a list.
"""
from __future__ import annotations

from game.cards import ARTIST_COUNT, THEMES, TOKENS, Method, artist_name
from game.i18n import Text, _, and_list, p_

from .table.keys import KeyLetter, keyed

class Part(Text):
    """A paragraph set otherwise than as running text (`rules.RulesScene`): its words are
    translated as any Text's; filling in its {parts} keeps what kind of paragraph it is."""

    def format(self, *args, **params) -> "Part":  # type: ignore[override]
        return type(self).of(super().format(*args, **params))

    @classmethod
    def of(cls, text: Text) -> "Part":
        """`text` as this kind of paragraph."""
        return cls(text.msgid, text.plural, text.context, text.params)


class Heading(Part):
    """A heading inside a section: what the paragraphs under it are about ("Bidding")."""


class Item(Part):
    """One point of a list, set with a bullet, its lines hanging under its first."""


#: The last section of both games' rules: how a table is played on screen. Its title and
#: the paragraphs on what both tables share are written once, here; each game adds its own
#: first (its hand, its decisions, its value hints: the card game has no lots).
SCREEN_TITLE = _("Playing on screen")


def screen_privacy(example: Text) -> tuple[Text, Text]:
    """The paragraphs on hiding the screen and taking a move back, and on where the take-back
    stands (scenes/session/take_back.py), with `example` the take-back button of the game's
    own commonest move (the card game's rules named a bid's, and has no bids)."""
    # i18n: {example} is a take-back button's words, e.g. "Take back your bid"; {key} the key
    # held to cover the screen ("key of Hide my screen")
    return (_("Hide my screen, or {key} held down, covers what only you may see. The "
              "take-back button (Ctrl+Z) undoes your last move while it has revealed nothing "
              "and nobody else has moved; it names the move, as \u201c{example}\u201d."
              ).format(example=example, key=KeyLetter("hide")),
            _("Against computers the take-back stands on the table, and the first computer "
              "to answer your move waits until it has been there a moment (about two seconds "
              "at the normal pace). At a screen several people share it stands on the "
              "hand-over to the next person, until they show their screen; yours then comes "
              "back to you after a press."))


def decision_keys(buttons) -> Text:
    """The paragraph naming the decisions' buttons with their keys, each (words, key name,
    group) of keys.py: the letters the language's table shows and answers to."""
    listed = and_list(keyed(words, KeyLetter(name, group)) for words, name, group in buttons)
    # i18n: {buttons} lists buttons with their keys: "Pass (P), Out of this lot (O) and Buy (B)"
    return _("The decisions' buttons answer to their keys too: {buttons}.").format(
        buttons=listed)


#: The headings inside "Playing on screen" (the section ran as one wall of paragraphs).
# i18n: a heading inside the Rules' "Playing on screen": the bid box and the buttons that bid
# or pass for you
BIDDING_HEADING = Heading.of(p_("rules heading", "Bidding"))
# i18n: a heading inside the Rules' "Playing on screen": the board's counts, value hints, tips
HELP_HEADING = Heading.of(p_("rules heading", "Help at the table"))
# i18n: a heading inside the Rules' "Playing on screen": the keys and buttons
KEYS_HEADING = Heading.of(p_("rules heading", "Keys"))
# i18n: a heading inside the Rules' "Playing on screen": saving, continuing, closing the game
SAVING_HEADING = Heading.of(p_("rules heading", "Saving and closing"))

#: The paragraph on first-time tips, in both games' help at the table.
SCREEN_TIPS = _("First-time tips explain each kind of decision once; at a shared screen, each "
                "player meets each tip once.")

SCREEN_SHARED: tuple[Text, ...] = (
    # i18n: {key} is the fast-forward key's letter ("key of fast-forward"); F11 is the key F11
    _("Esc opens the menu (Save / Load, Rules, Settings); {key} lets the computers play at "
      "once and the animations run quickly, until you press it again; Space skips an "
      "animation; F11 switches to fullscreen and back. Tab shows a ring on the buttons, Enter "
      "presses the one it is on, and each button's help names its own key.").format(
          key=KeyLetter("fast")),
    SAVING_HEADING,
    _("The game saves itself after every move: Continue on the title plays on where you "
      "stopped, and Save / Load in the menu keeps a game under a name. After the game, click "
      "a round under the chart (or press 1 to 4) to see its scoring again, and Game log (L) "
      "to read the whole game's log again."),
    # i18n: "Quit" and "Keep playing" are the buttons of the question Ctrl+Q asks during a
    # game; "Quit the game" is the pause menu's button; "Continue" is the title screen's
    _("Ctrl+Q closes the program from any screen; during a game it asks first (Quit or Keep "
      "playing); Quit the game in the menu closes it without asking. The game in progress is "
      "kept as it stands, for Continue."),
)

Section = tuple[Text, "Method | None", tuple[Text, ...]]

#: The sections, the artists as {first} … {fifth} in board order (filled in per theme by
#: `auction_sections`: no painter's name is typed into a sentence).
TEMPLATE: tuple[Section, ...] = (
    (_("The idea"), None, (
        _("You are an art dealer. Each round you auction paintings from your hand to the other "
          "players (and buy from them), hoping to own the paintings of the artists the market "
          "values most when the round ends. After four rounds the richest player wins; equal "
          "money shares the win."),
        # i18n: {first} … {fifth} are the five artists' names in the theme played, in board
        # order
        _("There are 70 paintings by five artists. From left to right on the market board: "
          "{first} (12 cards), {second} (13), {third} (14), {fourth} (15) and {fifth} (16). "
          "The themes Masters and Pioneers name painters whose art fits, and restyle the "
          "cards."),
        _("Everyone starts with 100; the bank never runs out, and every amount is a whole "
          "number. Your money is private: only you see it, unless the table plays with open "
          "money. Everything else is public: cards played, bids, prices, who "
          "bought what, how many cards each player holds, and the board."),
    )),
    (_("Dealing"), None, (
        _("Cards are dealt at the start of rounds 1, 2 and 3 and kept from round to round; "
          "round 4 deals nothing. With 3 players: 10, 6, 6 cards. With 4: 9, 4, 4. With 5: 8, 3, "
          "3. The 3-player game with the dummy hand and the 2-player variant deal as for 4."),
        _("The first auctioneer is chosen on the setup screen (a random seat unless you pick "
          "one)."),
    )),
    (_("Your turn as auctioneer"), None, (
        _("Choose a painting from your hand and put it up for auction by the method printed on "
          "it. The winner pays you; if you win your own auction you pay the bank. If nobody bids, "
          "you take the painting for free (except at a fixed price)."),
        _("If the painting you play is the fifth of its artist this round (counting every card "
          "played, dummy cards included), the round ends at once: that card is not auctioned "
          "and belongs to nobody. The same happens if, after your play, nobody has a card left."),
        _("After a sale the player to the left of the auctioneer auctions next. Players with no "
          "cards are skipped as auctioneers but still bid."),
        _("A bid is a whole number from 1 up to your money. Bought paintings lie face up in front "
          "of you until the round is scored."),
    )),
    (_("Open auction"), Method.OPEN, (
        _("Everyone may bid, the auctioneer too. Bidding goes round the table from the "
          "auctioneer's left, lap after lap: on your turn raise the high bid or pass. A pass is "
          "not final; you may raise again on a later lap. The auction closes when everyone but "
          "the high bidder has passed in a row (a whole lap of passes if nobody bid). The gavel "
          "goes: going once, going twice, sold!"),
        # i18n: a worked example; {second} is an artist's name
        _("Example: Axel auctions a {second}. Beatrix bids 10, Clemens passes, Axel bids 14, "
          "Beatrix bids 18, then Clemens and Axel pass. Sold to Beatrix for 18, paid to Axel."),
    )),
    (_("Once around"), Method.ONCE_AROUND, (
        _("Starting left of the auctioneer, each player gets exactly one chance to bid higher "
          "than the current high bid or pass. The auctioneer acts last. The highest bid wins."),
        # i18n: a worked example; {fifth} is an artist's name
        _("Example: Clemens auctions a {fifth}. Doris passes, Axel bids 8, Beatrix bids 15. "
          "Clemens, last, may outbid her: he bids 16 and buys his own painting, paying the bank."),
    )),
    (_("Sealed bid"), Method.SEALED, (
        _("Every player, the auctioneer included, secretly chooses one bid (0 means no bid). The "
          "bids are revealed together and the highest wins. A tie goes to the auctioneer "
          "if they are in it, else to the tied bidder nearest the auctioneer's left (the next "
          "clockwise). "
          "If all bids are 0, the auctioneer takes the painting for free."),
        # i18n: a worked example; {third} is an artist's name
        _("Example: Beatrix auctions a {third}. The bids are Axel 12, Beatrix 0, Clemens 12. "
          "Counting from Beatrix clockwise, Clemens comes before Axel: Clemens pays Beatrix 12."),
    )),
    (_("Fixed price"), Method.FIXED_PRICE, (
        _("The auctioneer names a price from 1 up to their money (0 only if they have none). "
          "Starting on their left, each player in turn buys at that price or passes; the first "
          "to buy ends it. You may buy only if you can pay. If everyone passes, the auctioneer "
          "must buy the painting at that price, paying the bank."),
        # i18n: a worked example; {fourth} is an artist's name
        _("Example: Doris offers a {fourth} at 20. Emil passes; Axel buys and pays Doris 20. "
          "Had everyone passed, Doris would have paid 20 to the bank."),
    )),
    (_("Double auction"), Method.DOUBLE, (
        _("A double card is never sold alone. Its player may add a second painting of the same "
          "artist that is not a double; both are then sold as one lot by the method on the "
          "second card, and the auctioneer receives the whole price."),
        _("If its player adds nothing, each other player in turn, clockwise, may add such a card. "
          "The first who does becomes the auctioneer of the lot (receiving the price, or paying "
          "the bank if they win it), and play continues from their left: the players in between "
          "lose their turn. If nobody adds a card, the double's player takes it for free."),
        _("If the double card itself is the fifth of its artist, the round ends and no second "
          "card is played. If the second card is the fifth, or it empties the last hand, the "
          "round ends and neither card is sold."),
        _("Option — double proceeds: normally the player who added the second card takes the "
          "whole price. With 'split the price' (an Italian-edition variant) the two players "
          "share it, the second one taking the odd unit."),
        # i18n: a worked example; {fifth} is an artist's name
        _("Example: Axel plays a double {fifth} and adds nothing; Beatrix, on his left, adds "
          "nothing either. Clemens adds a once-around {fifth}: he auctions both once around and "
          "receives the price. Doris, on Clemens's left, auctions next: Beatrix, who sat "
          "between Axel and Clemens, loses her turn as auctioneer."),
    )),
    (_("End of a round"), None, (
        # i18n: {token1}, {token2} and {token3} are the value tokens, largest first (30, 20, 10)
        _("Count the paintings of each artist played this round: bought ones, unsold ones (the "
          "card that ended the round, a double taken free) and dummy cards. The three artists "
          "with the most cards get tokens of {token1}, {token2} and {token3} in this round's "
          "row; ties go to the artist further left on the board. Only artists with at least one "
          "card can rank."),
        _("A painting of a ranked artist is worth the sum of all tokens in its column, this "
          "round's included. An artist who is not ranked this round is worth nothing, whatever "
          "tokens they hold. The bank pays each player for every painting they bought this "
          "round; then all played paintings leave the game. Cards in hands are kept."),
        _("The next round starts with the player to the left of whoever played the card that "
          "ended the round (after a dummy card: left of the last auctioneer)."),
        # i18n: a worked example; {fifth} and {second} are artists' names
        _("Example: in round 2 {fifth} ranks first (30) and already holds 20 from round 1: "
          "each {fifth} bought this round pays 50. {second}, with tokens from round 1 but no "
          "rank now, pays 0."),
    )),
    (_("End of the game"), None, (
        _("After the fourth round is scored the game ends; cards left in hands are worth "
          "nothing. The most money wins; equal money shares the win. A round may also end "
          "because every hand is empty: it is scored as usual and the game goes on."),
    )),
    (_("Three players with the dummy hand"), None, (
        _("An option for three players. Cards are dealt as for four: the fourth hand lies face "
          "down beside the table and is dealt new cards each round. After each completed "
          "auction, one player may reveal the dummy hand's top card. Revealed cards are never "
          "auctioned or sold, but they count for the ranking and can end the round as a fifth "
          "card. A revealed double gets no second card."),
        _("Option — who reveals: the lot's winner (the default, as in the 2017 edition) or the "
          "auctioneer (the oldest rules)."),
    )),
    (_("Two players (Mark Mayer's variant)"), None, (
        _("Cards are dealt as for four: the two extra hands become two face-down dummy decks. "
          "After every auction the top card of a dummy deck is revealed, the two decks taking "
          "turns. Dummy cards are never auctioned or sold, count for the ranking and can end the "
          "round. A double can only be played together with a second card of its artist from "
          "your own hand that is not a double: it is never offered to the other player."),
    )),
    (_("Table options"), None, (
        _("Open money: everyone's cash is shown to everyone (a house rule; normally off)."),
        # i18n: "I am …: show my screen" is the words of the hand-over's button
        _("Several people at one screen: whenever control passes between human players, and "
          "after a moment everyone watches (sealed bids revealed), a hand-over screen hides "
          "private information until the next player confirms. A round's scoring stays "
          "until someone presses on; when a person plays next, that one press names them "
          "(\u201cI am \u2026: show my screen\u201d) and opens their screen, while everyone "
          "else looks away."),
        # i18n: the words in quotes are the buttons' labels: use the same words as they do
        _("On a lap of an open auction the hand-over itself offers \u201cPass\u201d and "
          "\u201cOut of this lot\u201d: show your screen only to raise."),
        # i18n: the words in quotes are the buttons' labels: use the same words as they do
        _("At a fixed price it offers \u201cPass\u201d, on a double offered to you \u201cAdd "
          "nothing\u201d, and for the dummy hand \u201cReveal it\u201d and \u201cKeep it "
          "hidden\u201d (nobody has seen its card): none of them needs your screen."),
    )),
    (SCREEN_TITLE, None, (
        _("Your hand lies along the bottom of the table. Click a painting to auction it, or "
          "walk the hand with Left and Right and press Enter; a card you may not play now says "
          "why instead."),
        BIDDING_HEADING,
        # i18n: the words in quotes are the buttons' labels: use the same words as they do
        _("To bid, type the amount (or use \u201c\u2013\u201d, \u201c+\u201d and the steps "
          "\u201c+5\u201d, \u201c+10\u201d, or the mouse wheel over it) and press Enter or "
          "\u201cBid\u201d. In an open auction two buttons bid or pass for you:"),
        # i18n: the words in quotes are the buttons' labels: use the same words as they do
        Item.of(_("\u201cUp to\u2026\u201d bids for you by the smallest step whenever you are "
                  "outbid, up to the amount in the box, until you press \u201cStop bidding for "
                  "me\u201d; once the bids pass your \u201cUp to\u201d amount, the screen "
                  "comes back to you to bid on or pass.")),
        # i18n: the words in quotes are the buttons' labels: use the same words as they do
        Item.of(_("\u201cOut of this lot\u201d passes for you now and on every later lap of "
                  "the lot, until the lot is sold or you press \u201cBack in this lot\u201d, "
                  "which appears beside the lot, where the bid buttons were, while you are out. "
                  "The log explains it the first time, then says only that you are out.")),
        # i18n: "either" and "them" are the two buttons above, "Up to…" and "Out of this lot"
        _("Against computers, the take-back button undoes either at once. At a screen several "
          "people share, nobody else changes them or sees your \u201cUp to\u201d amount, but "
          "the others can tell that they run: the game passes and raises for you at once, "
          "with no hand-over, and the log tells only plain passes."),
        HELP_HEADING,
        _("Pointing at an artist's column on the board counts its cards: played so far, in "
          "your hand, not seen yet."),
        _("With value hints on (in the settings) the board shows what one card of each artist "
          "would be worth if the round ended now, the table estimates what a lot or a card in "
          "your hand is worth to you, and a card that would end the round says what the round "
          "would then pay."),
        SCREEN_TIPS,
        KEYS_HEADING,
        decision_keys((
            (p_("button", "Pass"), "pass", "open"),
            (_("Out of this lot"), "out", "open"),
            (p_("button", "Up to…"), "up_to", "open"),
            (_("Back in this lot"), "out", "back_in"),
            # i18n: the fixed price's "Buy for …" button, named without its price
            (p_("button", "Buy"), "buy", "fixed_offer"),
            (_("Add nothing"), "add_nothing", "double"),
            (_("Reveal it"), "reveal", "dummy"),
            (_("Keep it hidden"), "keep_hidden", "dummy"))),
        *screen_privacy(_("Take back your bid")),
        *SCREEN_SHARED,
    )),
)


#: The placeholders that name the artists in a rules sentence, in board order.
ARTIST_KEYS = ("first", "second", "third", "fourth", "fifth")


def artist_names(theme: str) -> dict[str, str]:
    """{first} … {fifth}: the artists of `theme` (game/cards.py; an unknown one, the classic),
    in board order, the order that also breaks ties."""
    theme = theme if theme in THEMES else "classic"
    return {key: artist_name(i, theme) for i, key in zip(range(ARTIST_COUNT), ARTIST_KEYS)}


def auction_sections(theme: str) -> tuple[Section, ...]:
    """The auction game's rules with the artists of `theme`."""
    names = {**artist_names(theme), **dict(zip(("token1", "token2", "token3"), TOKENS))}
    return tuple((title, icon, tuple(p.format(**names) for p in paras))
                 for title, icon, paras in TEMPLATE)


#: The rules in the classic theme.
SECTIONS = auction_sections("classic")
