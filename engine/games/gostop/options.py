"""Go-Stop and Matgo options and presets as data, and ``Rules``, the values play reads.

Each option is one point where the published rules differ; its help text says what each value
means and the module's ``SOURCES`` (shown on the rules page) say where each comes from. A value 0 of
``go_at`` and ``pi_bak`` and ``"auto"`` of ``go_bak`` follow the player count, as the sources do:
Matgo (two players) stops at 7 and counts pi-bak up to 7 junk, Go-Stop (three) at 3 and up to 5.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.cards import Text
from engine.game import OptionSpec, Preset

#: Cards in each hand and on the table at the deal, by player count (ko.wikipedia «고스톱»;
#: nongsaro.co.kr; xprojason.tistory.com: Matgo 10 and 8, Go-Stop 7 and 6).
HAND_BY_PLAYERS = {2: 10, 3: 7}
TABLE_BY_PLAYERS = {2: 8, 3: 6}
#: The score that allows the first go or stop, by player count (same sources).
GO_AT_BY_PLAYERS = {2: 7, 3: 3}
#: Pi-bak: the loser pays double with this many junk or fewer (Matgo: tcatmon.com «맞고», up to 7;
#: Go-Stop: en.wikipedia «Go-Stop», fewer than six).
PI_BAK_BY_PLAYERS = {2: 7, 3: 5}

_ON_OFF = {True: Text("да", "on"), False: Text("нет", "off")}


def _flag(key: str, default: bool, label: Text, help: Text, *, on: Text, off: Text) -> OptionSpec:
    """A yes/no option; ``on`` and ``off`` state the rule with it and without it."""
    return OptionSpec(key, default, (True, False), label, help, _ON_OFF, {True: on, False: off})


def _each(points: int) -> Text:
    """«10 очков с каждого» / "10 points from each": what a win at once collects."""
    ru = {5: "5 очков", 7: "7 очков", 10: "10 очков"}[points]
    return Text(f"{ru} с каждого", f"{points} points from each")


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "rounds",
        1,
        (1, 3, 6, 12),
        Text("Раздач в партии", "Deals in a match"),
        Text(
            "Сколько раздач играют; после каждой проигравшие платят победителю, а очки партии "
            "складываются. Победитель раздачи сдаёт следующую, после нагари сдаёт тот же игрок.",
            "How many deals are played; after each the losers pay the winner and the match adds the "
            "payments up. The winner of a deal deals the next one; after a nagari the same player "
            "deals again.",
        ),
        {
            1: Text("одна раздача", "a single deal"),
            3: Text("3 раздачи", "3 deals"),
            6: Text("6 раздач", "6 deals"),
            12: Text("12 раздач", "12 deals"),
        },
        {
            1: Text("Играют одну раздачу.", "A single deal is played."),
            3: Text(
                "Играют 3 раздачи, и выплаты за них складываются.",
                "Three deals are played and their payments are added up.",
            ),
            6: Text(
                "Играют 6 раздач, и выплаты за них складываются.",
                "Six deals are played and their payments are added up.",
            ),
            12: Text(
                "Играют 12 раздач, и выплаты за них складываются.",
                "Twelve deals are played and their payments are added up.",
            ),
        },
    ),
    OptionSpec(
        "go_at",
        0,
        (0, 3, 7),
        Text("Счёт, с которого говорят «Го!» или «Стоп»", "Points needed to go or stop"),
        Text(
            "Обычно в матго (вдвоём) нужно 7 очков, в го-стоп (втроём) — 3; можно играть до 3 или "
            "до 7 при любом числе игроков.",
            "Usually Matgo (two players) needs 7 points and Go-Stop (three players) 3; either can "
            "be chosen for any number of players.",
        ),
        {
            0: Text("по числу игроков: 7 вдвоём, 3 втроём", "by players: 7 for two, 3 for three"),
            3: Text("3 очка", "3 points"),
            7: Text("7 очков", "7 points"),
        },
        {
            0: Text(
                "Сказать «Го!» или «Стоп» можно, набрав 7 очков в матго или 3 очка в го-стоп.",
                "Go or stop may be called from 7 points in Matgo and from 3 points in Go-Stop.",
            ),
            3: Text(
                "Сказать «Го!» или «Стоп» можно, набрав 3 очка, при любом числе игроков.",
                "Go or stop may be called from 3 points, whatever the number of players.",
            ),
            7: Text(
                "Сказать «Го!» или «Стоп» можно, набрав 7 очков, при любом числе игроков.",
                "Go or stop may be called from 7 points, whatever the number of players.",
            ),
        },
    ),
    OptionSpec(
        "four_brights",
        4,
        (4, 5),
        Text("Очки за четыре яркие карты", "Points for four brights"),
        Text(
            "Четыре яркие карты обычно стоят 4 очка; в старой редакции корейской Википедии — 5.",
            "Four brights usually score 4; an older revision of the Korean Wikipedia gives 5.",
        ),
        {4: Text("4 очка", "4 points"), 5: Text("5 очков", "5 points")},
        {
            4: Text("Четыре яркие карты приносят 4 очка.", "Four brights score 4 points."),
            5: Text("Четыре яркие карты приносят 5 очков.", "Four brights score 5 points."),
        },
    ),
    OptionSpec(
        "sake_cup",
        "best",
        ("best", "animal", "junk"),
        Text("Чаша сакэ (кукчин)", "The sake cup (gukjin)"),
        Text(
            "Чаша сакэ считается либо животным, либо двойной простой картой — как выгоднее её "
            "владельцу; у соперников её не отбирают. Можно договориться считать её всегда животным "
            "или всегда двойной простой картой.",
            "The sake cup counts either as an animal or as double junk, whichever is better for its "
            "holder, and it is never taken away as junk. It can also be agreed to count always as an "
            "animal or always as double junk.",
        ),
        {
            "best": Text("как выгоднее владельцу", "as is best for its holder"),
            "animal": Text("всегда животное", "always an animal"),
            "junk": Text("всегда двойная простая карта", "always double junk"),
        },
        {
            "best": Text(
                "Чаша сакэ считается животным или двойной простой картой — как выгоднее её владельцу.",
                "The sake cup counts as an animal or as double junk, whichever is better for its holder.",
            ),
            "animal": Text(
                "Чаша сакэ всегда считается животным.", "The sake cup always counts as an animal."
            ),
            "junk": Text(
                "Чаша сакэ всегда считается двойной простой картой.",
                "The sake cup always counts as double junk.",
            ),
        },
    ),
    _flag(
        "steals",
        True,
        Text("Ччок, ттадак, ссыль и ппок забирают пи", "Jjok, ttadak, sseul and ppeok take junk"),
        Text(
            "За ччок, ттадак, ссыль (чистый стол), взятый ппок и бомбу каждый соперник отдаёт одну "
            "простую карту (пи). Без этого правила такие ходы дают только сами карты.",
            "For a jjok, a ttadak, a sseul (clearing the table), a ppeok taken and a bomb every "
            "opponent gives up one junk card (pi). Without this rule such moves give only the cards.",
        ),
        on=Text(
            "За ччок, ттадак, ссыль, взятый ппок и бомбу каждый соперник отдаёт простую карту.",
            "For a jjok, a ttadak, a sseul, a ppeok taken and a bomb every opponent gives up a junk card.",
        ),
        off=Text(
            "Ччок, ттадак, ссыль, взятый ппок и бомба приносят только взятые карты.",
            "A jjok, a ttadak, a sseul, a ppeok taken and a bomb bring only the cards captured.",
        ),
    ),
    OptionSpec(
        "self_ppeok",
        2,
        (2, 1),
        Text("За свой ппок", "For taking back one's own ppeok"),
        Text(
            "Кто забирает ппок, который сам же и сделал, получает от каждого соперника две простые "
            "карты (так в правилах Hangame), а по другим правилам — одну, как за чужой ппок.",
            "Whoever takes a ppeok they made themselves gets two junk cards from every opponent (as "
            "in Hangame's rules), or by other rules one, as for someone else's ppeok.",
        ),
        {
            2: Text("две простые карты с каждого", "two junk cards from each"),
            1: Text("одна простая карта с каждого", "one junk card from each"),
        },
        {
            2: Text(
                "Кто забирает свой собственный ппок, получает от каждого соперника две простые карты.",
                "Whoever takes back a ppeok of their own gets two junk cards from every opponent.",
            ),
            1: Text(
                "Кто забирает свой собственный ппок, получает от каждого соперника одну простую карту, "
                "как за чужой.",
                "Whoever takes back a ppeok of their own gets one junk card from every opponent, as for "
                "anyone else's.",
            ),
        },
    ),
    _flag(
        "shaking",
        True,
        Text("Встряска (хындыльги)", "Shaking (heundeulgi)"),
        Text(
            "С тремя картами одного месяца на руке, когда на столе его карт нет, можно показать их "
            "соперникам, выкладывая одну: если этот игрок выиграет раздачу, его очки удвоятся.",
            "Holding three cards of a month, none of which is on the table, a player may show them "
            "while laying one: if that player wins the deal, the points are doubled.",
        ),
        on=Text(
            "Три карты одного месяца на руке, когда его карт нет на столе, можно показать, выкладывая "
            "одну из них; если игрок выиграет раздачу, его очки удвоятся.",
            "Three cards of a month in hand, with none of that month on the table, may be shown while "
            "laying one of them; if the player wins the deal, the points are doubled.",
        ),
        off=Text(
            "Встряски нет: три карты одного месяца на руке ничего не удваивают.",
            "There is no shaking: three cards of a month in hand double nothing.",
        ),
    ),
    _flag(
        "bombs",
        True,
        Text("Бомба (пхоктхан)", "Bombs (poktan)"),
        Text(
            "С тремя картами одного месяца на руке, когда четвёртая лежит на столе, можно сыграть все "
            "три сразу и взять четвёртую: каждый соперник отдаёт простую карту, очки победившего "
            "игрока удваиваются, как за встряску, а два следующих хода он может только открывать "
            "карту из колоды.",
            "Holding three cards of a month while the fourth lies on the table, a player may play "
            "all three at once and take the fourth: every opponent gives up a junk card, the points "
            "are doubled as for shaking if that player wins, and on two later turns the player may "
            "simply flip a card from the deck.",
        ),
        on=Text(
            "Три карты одного месяца с руки можно бросить на четвёртую, лежащую на столе: каждый "
            "соперник отдаёт простую карту, очки при победе удваиваются, а на двух следующих ходах "
            "можно только открыть карту из колоды.",
            "Three cards of a month may be thrown from the hand onto the fourth on the table: every "
            "opponent gives up a junk card, a win counts double, and on two later turns the player "
            "may simply flip a card from the deck.",
        ),
        off=Text(
            "Бомб нет: карты с руки играют по одной.",
            "There are no bombs: hand cards are played one at a time.",
        ),
    ),
    OptionSpec(
        "chongtong",
        10,
        (10, 7, 5, 0),
        Text("Чхонтхон: четыре карты месяца на руке", "Chongtong: four of a month dealt"),
        Text(
            "Игрок, которому сдали все четыре карты одного месяца, сразу выигрывает раздачу и "
            "получает от каждого соперника столько очков; можно договориться играть такую руку как обычно.",
            "A player dealt all four cards of one month wins the deal at once and is paid this many "
            "points by every opponent; it can also be agreed to play such a hand as usual.",
        ),
        {10: _each(10), 7: _each(7), 5: _each(5), 0: Text("нет, играют дальше", "no, play on")},
        {
            **{
                points: Text(
                    f"Игрок, которому сдали все четыре карты одного месяца, сразу выигрывает раздачу и "
                    f"получает по {points} очков с каждого соперника.",
                    f"A player dealt all four cards of a month wins the deal at once and collects "
                    f"{points} points from every opponent.",
                )
                for points in (10, 7, 5)
            },
            0: Text(
                "Четыре карты одного месяца на руке играют как обычно.",
                "Four cards of a month in hand are played as usual.",
            ),
        },
    ),
    OptionSpec(
        "three_ppeok",
        0,
        (0, 7, 10),
        Text("Три ппока выигрывают раздачу", "Three ppeoks win the deal"),
        Text(
            "Кто сделал за раздачу три ппока, сразу выигрывает её и получает от каждого соперника "
            "столько очков; обычно это правило не играют.",
            "Whoever makes three ppeoks in one deal wins it at once and is paid this many points by "
            "every opponent; usually this rule is not played.",
        ),
        {0: Text("нет", "no"), 7: _each(7), 10: _each(10)},
        {
            0: Text("Три ппока за раздачу победы не приносят.", "Three ppeoks in a deal do not win it."),
            **{
                points: Text(
                    f"Кто сделал за раздачу три ппока, сразу выигрывает её и получает по {points} очков "
                    "с каждого соперника.",
                    f"Whoever makes three ppeoks in one deal wins it at once and collects {points} points "
                    "from every opponent.",
                )
                for points in (7, 10)
            },
        },
    ),
    OptionSpec(
        "pi_bak",
        0,
        (0, 5, 7, -1),
        Text("Пибак", "Pi-bak"),
        Text(
            "Если победитель набрал очки за простые карты, а у проигравшего их не больше указанного "
            "числа, проигравший платит вдвое. Обычно в матго — до 7, в го-стоп — до 5.",
            "If the winner scored for junk and a loser holds no more junk than this, that loser pays "
            "double. Usually up to 7 in Matgo and up to 5 in Go-Stop.",
        ),
        {
            0: Text("по числу игроков: до 7 вдвоём, до 5 втроём", "by players: up to 7 for two, 5 for three"),
            5: Text("до 5 простых карт", "up to 5 junk"),
            7: Text("до 7 простых карт", "up to 7 junk"),
            -1: Text("нет", "no"),
        },
        {
            0: Text(
                "Если победитель набрал очки за простые карты, проигравший, у которого их не больше 7 в "
                "матго или не больше 5 в го-стоп, платит вдвое.",
                "If the winner scored for junk, a loser holding 7 junk or fewer in Matgo, or 5 or fewer "
                "in Go-Stop, pays double.",
            ),
            **{
                most: Text(
                    f"Если победитель набрал очки за простые карты, проигравший, у которого их не больше "
                    f"{most}, платит вдвое.",
                    f"If the winner scored for junk, a loser holding {most} junk or fewer pays double.",
                )
                for most in (5, 7)
            },
            -1: Text(
                "Пибака нет: сколько простых карт у проигравшего, на выплату не влияет.",
                "There is no pi-bak: how much junk a loser holds does not change the payment.",
            ),
        },
    ),
    _flag(
        "gwang_bak",
        True,
        Text("Кванбак", "Gwang-bak"),
        Text(
            "Если победитель набрал очки за яркие карты, а у проигравшего нет ни одной яркой карты, "
            "проигравший платит вдвое.",
            "If the winner scored for brights and a loser has no bright at all, that loser pays double.",
        ),
        on=Text(
            "Если победитель набрал очки за яркие карты, проигравший без единой яркой карты платит вдвое.",
            "If the winner scored for brights, a loser without a single bright pays double.",
        ),
        off=Text(
            "Кванбака нет: яркие карты проигравшего на выплату не влияют.",
            "There is no gwang-bak: a loser's brights do not change the payment.",
        ),
    ),
    _flag(
        "meong_bak",
        True,
        Text("Монбак (монтта): семь животных", "Meong-bak (meong-tta): seven animals"),
        Text(
            "Если у победителя семь животных или больше, его очки удваиваются.",
            "If the winner holds seven animals or more, the points are doubled.",
        ),
        on=Text(
            "Если у победителя семь животных или больше, его очки удваиваются.",
            "If the winner holds seven animals or more, the points are doubled.",
        ),
        off=Text(
            "Монбака нет: семь животных очков не удваивают.",
            "There is no meong-bak: seven animals do not double the points.",
        ),
    ),
    OptionSpec(
        "go_bak",
        "auto",
        ("auto", "double", "pays_all", "off"),
        Text("Гобак", "Go-bak"),
        Text(
            "Игрок, который сказал «Го!», а раздачу выиграл другой, наказывается: в матго он платит "
            "вдвое, в го-стоп платит и за себя, и за другого проигравшего.",
            "A player who called go and then lost the deal is penalised: in Matgo they pay double, "
            "in Go-Stop they pay for the other loser as well as for themselves.",
        ),
        {
            "auto": Text(
                "по числу игроков: вдвойне вдвоём, за всех втроём",
                "by players: double for two, for all for three",
            ),
            "double": Text("платит вдвое", "pays double"),
            "pays_all": Text("платит за всех проигравших", "pays for every loser"),
            "off": Text("нет", "no"),
        },
        {
            "auto": Text(
                "Кто сказал «Го!», но проиграл, в матго платит вдвое, а в го-стоп платит за всех "
                "проигравших.",
                "A player who called go and lost pays double in Matgo and pays for every loser in Go-Stop.",
            ),
            "double": Text(
                "Кто сказал «Го!», но проиграл, платит вдвое.", "A player who called go and lost pays double."
            ),
            "pays_all": Text(
                "Кто сказал «Го!», но проиграл, платит и за себя, и за остальных проигравших.",
                "A player who called go and lost pays for the other losers as well as for themselves.",
            ),
            "off": Text(
                "Гобака нет: проигравший, который сказал «Го!», платит как все.",
                "There is no go-bak: a loser who called go pays like anyone else.",
            ),
        },
    ),
    _flag(
        "nagari",
        True,
        Text("Нагари удваивает следующую раздачу", "A nagari doubles the next deal"),
        Text(
            "Если карты кончились, а стоп так никто и не сказал, раздача не засчитывается (нагари), "
            "а следующая стоит вдвое больше; две подряд — вчетверо.",
            "If the cards run out and nobody has stopped, the deal does not count (a nagari) and the "
            "next one is worth double; two in a row, four times as much.",
        ),
        on=Text(
            "Если карты кончились, а «Стоп» никто не сказал, следующая раздача стоит вдвое больше, а "
            "после двух нагари подряд — вчетверо.",
            "If the cards run out and nobody has stopped, the next deal counts double, and after two "
            "nagari in a row four times over.",
        ),
        off=Text(
            "Нагари ничего не удваивает: следующая раздача стоит как обычно.",
            "A nagari doubles nothing: the next deal counts as usual.",
        ),
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        "standard",
        Text("Обычные правила", "Usual rules"),
        {spec.key: spec.default for spec in OPTION_SPECS if spec.key != "rounds"},
        Text(
            "Матго до 7 очков, го-стоп до 3; встряска, бомбы, чхонтхон, пибак, кванбак, монбак, "
            "гобак и нагари.",
            "Matgo to 7 points, Go-Stop to 3; shaking, bombs, chongtong, pi-bak, gwang-bak, "
            "meong-bak, go-bak and nagari.",
        ),
    ),
    Preset(
        "simple",
        Text("Для начала", "For a start"),
        {
            "steals": False,
            "shaking": False,
            "bombs": False,
            "chongtong": 0,
            "three_ppeok": 0,
            "pi_bak": -1,
            "gwang_bak": False,
            "meong_bak": False,
            "go_bak": "off",
            "nagari": False,
        },
        Text(
            "Только взятки, очки, «Го!» и «Стоп» с прибавками за «Го!»: без встряски, бомб, "
            "отбора простых карт, штрафов (бак) и нагари.",
            "Only captures, points, go and stop with the go bonuses: no shaking, no bombs, no junk "
            "taken, no bak penalties and no nagari.",
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class Rules:
    """The option values play reads, resolved for one player count."""

    players: int
    hand_size: int
    table_size: int
    go_at: int
    four_brights: int
    sake_cup: str
    steals: bool
    self_ppeok: int
    shaking: bool
    bombs: bool
    chongtong: int
    three_ppeok: int
    pi_bak: int | None  # the most junk a loser may hold and still be pi-bak; None: not played
    gwang_bak: bool
    meong_bak: bool
    go_bak: str | None  # "double", "pays_all" or None
    nagari: bool
    rounds: int

    @classmethod
    def of(cls, players: int, options: Mapping[str, Any]) -> Rules:
        """The rules of ``options`` for ``players`` (the values 0 and ``auto`` by player count)."""
        pi_bak = options["pi_bak"]
        go_bak = options["go_bak"]
        if go_bak == "auto":
            go_bak = "double" if players == 2 else "pays_all"
        return cls(
            players=players,
            hand_size=HAND_BY_PLAYERS[players],
            table_size=TABLE_BY_PLAYERS[players],
            go_at=options["go_at"] or GO_AT_BY_PLAYERS[players],
            four_brights=options["four_brights"],
            sake_cup=options["sake_cup"],
            steals=options["steals"],
            self_ppeok=options["self_ppeok"],
            shaking=options["shaking"],
            bombs=options["bombs"],
            chongtong=options["chongtong"],
            three_ppeok=options["three_ppeok"],
            pi_bak=None if pi_bak < 0 else (pi_bak or PI_BAK_BY_PLAYERS[players]),
            gwang_bak=options["gwang_bak"],
            meong_bak=options["meong_bak"],
            go_bak=None if go_bak == "off" else go_bak,
            nagari=options["nagari"],
            rounds=options["rounds"],
        )


#: The texts the rules follow, by key (cited on the rules page and in the options' sources).
SOURCES: dict[str, Text] = {
    "seeds": Text(
        "Русские статьи о хато (sknc.narod.ru, sotonishko.livejournal.com): колода «GoStop или Godori», "
        "корейский порядок месяцев",
        "Russian articles on hato (sknc.narod.ru, sotonishko.livejournal.com): the deck of «GoStop or "
        "Godori», the Korean order of the months",
    ),
    "kowiki": Text("Корейская Википедия, статья «고스톱»", "The Korean Wikipedia, «고스톱» (Go-Stop)"),
    "enwiki": Text("Английская Википедия, статья «Go-Stop»", "The English Wikipedia, «Go-Stop»"),
    "hangame": Text(
        "Правила матго Hangame (mgostop.hangame.com)", "Hangame's Matgo rules (mgostop.hangame.com)"
    ),
    "pagat": Text("pagat.com, «Go Stop»", "pagat.com, «Go Stop»"),
    "sloperama": Text("Том Слопер, sloperama.com/gostop", "Tom Sloper, sloperama.com/gostop"),
    "korean_pages": Text(
        "Корейские памятки к колодам и сайтам: nongsaro.co.kr, usefulsense.com, xprojason.tistory.com, "
        "ko.ketajaman.com, tcatmon.com «맞고», akholdem.com",
        "Korean rule sheets of decks and sites: nongsaro.co.kr, usefulsense.com, xprojason.tistory.com, "
        "ko.ketajaman.com, tcatmon.com «맞고», akholdem.com",
    ),
    "cs470": Text(
        "Программа на Python команды KAIST cs470-2020f-team36/go-stop-python",
        "The Python program of the KAIST team cs470-2020f-team36/go-stop-python",
    ),
}

#: Where each option's values come from (keys of ``SOURCES``).
OPTION_SOURCES: dict[str, tuple[str, ...]] = {
    "rounds": ("enwiki", "pagat"),
    "go_at": ("kowiki", "enwiki", "korean_pages"),
    "four_brights": ("kowiki",),
    "sake_cup": ("kowiki", "korean_pages", "cs470"),
    "steals": ("hangame", "korean_pages", "cs470"),
    "self_ppeok": ("hangame", "cs470"),
    "shaking": ("kowiki", "cs470"),
    "bombs": ("hangame", "cs470"),
    "chongtong": ("korean_pages", "cs470"),
    "three_ppeok": ("hangame", "cs470"),
    "pi_bak": ("enwiki", "korean_pages", "cs470"),
    "gwang_bak": ("korean_pages", "cs470"),
    "meong_bak": ("kowiki", "korean_pages", "cs470"),
    "go_bak": ("enwiki", "korean_pages"),
    "nagari": ("korean_pages",),
}
