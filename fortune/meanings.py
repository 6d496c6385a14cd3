"""What the cards mean in a three-card reading: the twelve plants and a nuance for each of the 48 cards.

Meanings belong to the plant, not to the month number. The Korean reading tradition (perevernul.ru,
seeds lines 198-213) lists them in the Korean order, where December is rain (our month 11, willow)
and November is paulownia (our month 12):

- winter: rain - change; pine and crane - pride and wisdom; plum and bird - blossoming, renewal;
- spring: cherry - beauty, solemnity; “lark and weeping willow” (April) - the start of a new period;
  iris - courage;
- summer: peony - femininity, beauty, prosperity; clover - awakening; moon over the hill - solitude
  and heavy thought;
- autumn: chrysanthemum - steadfastness and patience; maple and deer - happiness and long life;
  paulownia - romance and love.

The pictures' background (crane and pine as long life, the plum that flowers in snow, the geese of
night-time solitude, the phoenix awaited under the paulownia, the frog of the rain card who turns
everything his own way) comes from the “Ming-Hwato” article (seeds lines 446-478). Every sentence
here is our own.

Texts are written so that they can be inserted anywhere: a ``theme`` is a nominative noun phrase,
``meaning``, ``advice`` and card nuances are whole sentences.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import BY_CODE, DECK, PLANTS, Card, Plant, Text


@dataclass(frozen=True, slots=True)
class PlantMeaning:
    """The meaning of one plant (one month): a short theme, a sentence, and advice."""

    key: str
    theme: Text  # nominative noun phrase: «перемены», «гордость и мудрость»
    meaning: Text
    advice: Text


@dataclass(frozen=True, slots=True)
class Season:
    """A season of the Korean reading tradition with the word forms the reading needs."""

    key: str
    name: Text  # nominative, lower case: «зима»
    genitive: Text  # «зимы» / "winter's" is not needed in English, so "winter"
    adverb: Text  # «зимой» / "in winter"
    mood: Text  # nominative phrase: «время покоя и внутренней работы»
    months: Text  # the Korean months of the group


SEASONS: dict[str, Season] = {
    "winter": Season(
        "winter",
        Text("зима", "winter"),
        Text("зимы", "winter"),
        Text("зимой", "in winter"),
        Text("время покоя и внутренней работы", "a time of rest and inner work"),
        Text("декабрь, январь, февраль", "December, January, February"),
    ),
    "spring": Season(
        "spring",
        Text("весна", "spring"),
        Text("весны", "spring"),
        Text("весной", "in spring"),
        Text("время начал и роста", "a time of beginnings and growth"),
        Text("март, апрель, май", "March, April, May"),
    ),
    "summer": Season(
        "summer",
        Text("лето", "summer"),
        Text("лета", "summer"),
        Text("летом", "in summer"),
        Text("время полноты и силы", "a time of fullness and strength"),
        Text("июнь, июль, август", "June, July, August"),
    ),
    "autumn": Season(
        "autumn",
        Text("осень", "autumn"),
        Text("осени", "autumn"),
        Text("осенью", "in autumn"),
        Text("время зрелости и итогов", "a time of ripeness and taking stock"),
        Text("сентябрь, октябрь, ноябрь", "September, October, November"),
    ),
}
SEASON_ORDER = ("winter", "spring", "summer", "autumn")

# Keyed by the plant key of engine.cards.PLANTS.
PLANT_MEANINGS: dict[str, PlantMeaning] = {
    m.key: m
    for m in (
        PlantMeaning(
            "willow",
            Text("перемены", "change"),
            Text(
                "Дождь смывает привычное: всё сдвигается с места, и старое уступает дорогу новому.",
                "Rain washes the familiar away: things shift, and the old makes way for the new.",
            ),
            Text(
                "Не держитесь за то, что уходит, — перемена освобождает место.",
                "Do not cling to what is leaving; change makes room.",
            ),
        ),
        PlantMeaning(
            "pine",
            Text("гордость и мудрость", "pride and wisdom"),
            Text(
                "Сосна зеленеет и в мороз, а журавль прячется в её хвое от ветра: достоинство, "
                "которое не гнётся, и мудрость, накопленная годами.",
                "The pine stays green through frost and the crane shelters from the wind in its "
                "needles: dignity that does not bend and wisdom gathered over years.",
            ),
            Text(
                "Опирайтесь на свой опыт и держитесь с достоинством.",
                "Lean on your experience and keep your dignity.",
            ),
        ),
        PlantMeaning(
            "plum",
            Text("расцвет и возрождение", "blossoming and renewal"),
            Text(
                "Слива цветёт, когда вокруг ещё лежит снег: жизнь возвращается раньше, чем кажется "
                "возможным.",
                "The plum flowers while snow still lies around it: life returns sooner than seems possible.",
            ),
            Text(
                "Дайте место тому, что начинает оживать.",
                "Make room for what is coming back to life.",
            ),
        ),
        PlantMeaning(
            "cherry",
            Text("красота и торжественность", "beauty and solemnity"),
            Text(
                "Вишнёвый цвет — красота в полную силу и праздник, который стоит заметить, пока он длится.",
                "Cherry blossom is beauty at its fullest, a celebration worth noticing while it lasts.",
            ),
            Text(
                "Отметьте то, что удалось, и не откладывайте радость на потом.",
                "Mark what has gone well and do not put off joy.",
            ),
        ),
        PlantMeaning(
            "wisteria",
            Text("начало нового периода", "the start of a new period"),
            Text(
                "Апрельские ветви клонятся к земле, а над ними летит птица ранней весны (русские "
                "статьи о корейских картах называют её жаворонком): пора начинать новое.",
                "The April branches bow to the ground while a bird of early spring flies above them (the "
                "Russian articles on the Korean cards call it a lark): it is time to begin something new.",
            ),
            Text(
                "Начните, даже если весь путь ещё не виден.",
                "Begin, even if you cannot yet see the whole way.",
            ),
        ),
        PlantMeaning(
            "iris",
            Text("мужество и отвага", "courage and daring"),
            Text(
                "Ирисы стоят прямо, как клинки: смелость идти вперёд и решимость перейти воду "
                "по узкому мосту.",
                "Irises stand straight like blades: the courage to go ahead and the resolve to cross "
                "the water by a narrow bridge.",
            ),
            Text(
                "Решитесь на шаг, которого вы избегали.",
                "Take the step you have been avoiding.",
            ),
        ),
        PlantMeaning(
            "peony",
            Text("женственность, красота и достаток", "femininity, beauty and prosperity"),
            Text(
                "Пион — пышный летний цветок: мягкая сила, красота и достаток в доме.",
                "The peony is the lush flower of summer: gentle strength, beauty and material well-being.",
            ),
            Text(
                "Позаботьтесь о себе и о своём доме — благополучие растёт от заботы.",
                "Look after yourself and your home; prosperity grows from care.",
            ),
        ),
        PlantMeaning(
            "clover",
            Text("пробуждение", "awakening"),
            Text(
                "Клевер цветёт в разгар лета, и кабан резвится в нём: силы просыпаются и просятся в дело.",
                "Bush clover flowers at the height of summer and the boar romps in it: strength wakes "
                "and wants to be used.",
            ),
            Text(
                "Прислушайтесь к тому, что в вас проснулось.",
                "Listen to what has woken in you.",
            ),
        ),
        PlantMeaning(
            "susuki",
            Text("одиночество и тяжёлые раздумья", "solitude and heavy thought"),
            Text(
                "Луна над безлюдным холмом и гуси в ночном небе: время, когда человек остаётся наедине "
                "с собой и думает о главном.",
                "A moon over an empty hill and geese in the night sky: a time alone with yourself, "
                "thinking about what matters most.",
            ),
            Text(
                "Побудьте в тишине — ответ приходит, когда стихает шум.",
                "Spend some time in quiet; answers come when the noise dies down.",
            ),
        ),
        PlantMeaning(
            "chrysanthemum",
            Text("стойкость и терпение", "steadfastness and patience"),
            Text(
                "Хризантема цветёт, когда другие цветы уже отцвели: стойкость, которую не сломить "
                "обстоятельствам, и терпение, которое не торопит время.",
                "The chrysanthemum flowers when the others have faded: steadiness against circumstance "
                "and patience that does not hurry time.",
            ),
            Text(
                "Наберитесь терпения, своё время придёт.",
                "Be patient; your time will come.",
            ),
        ),
        PlantMeaning(
            "maple",
            Text("счастье и долголетие", "happiness and long life"),
            Text(
                "Олень под алым клёном — самая осенняя из картин: полнота жизни, радость и долгий век.",
                "A deer under the red maple is the central picture of autumn: fullness of life, joy "
                "and long years.",
            ),
            Text(
                "Берегите то, что делает вас счастливыми, — это надолго.",
                "Treasure what makes you happy; it is meant to last.",
            ),
        ),
        PlantMeaning(
            "paulownia",
            Text("романтика и влюблённость", "romance and love"),
            Text(
                "Павловния ждёт феникса, как сердце ждёт встречи: романтика, влюблённость "
                "и надежда на счастье.",
                "The paulownia waits for the phoenix as a heart waits for a meeting: romance, falling "
                "in love and the hope of happiness.",
            ),
            Text(
                "Откройтесь чувству и не прячьте надежду.",
                "Open up to feeling and do not hide your hope.",
            ),
        ),
    )
}

# One nuance per card, read from its picture: a whole sentence in each language.
CARD_NUANCES: dict[str, Text] = {
    "01a": Text(
        "Журавль под красным солнцем: высокая цель и ясный взгляд сверху.",
        "A crane beneath the red sun: a high aim and a clear view from above.",
    ),
    "01b": Text(
        "Лента со стихами на сосне: слово, данное с достоинством, и обещание, которое стоит сдержать.",
        "A poem ribbon on the pine: a word given with dignity, a promise worth keeping.",
    ),
    "01c": Text(
        "Сосна без украшений: тихая опора, на которую можно положиться.",
        "The bare pine: quiet support you can rely on.",
    ),
    "01d": Text(
        "Ветви сосны над холмом: терпеливый рост, незаметный со стороны.",
        "Pine branches over the hill: patient growth that others do not see.",
    ),
    "02a": Text(
        "Птица на ветке сливы: первая добрая весть после холодов.",
        "A bird on the plum branch: the first good news after the cold.",
    ),
    "02b": Text(
        "Лента со стихами среди цветов сливы: надежда, высказанная вслух.",
        "A poem ribbon among plum blossoms: hope spoken aloud.",
    ),
    "02c": Text(
        "Ранний цвет на голой ветке сливы: маленькое начало, которое уже заметно.",
        "Early blossom on a bare plum branch: a small beginning that already shows.",
    ),
    "02d": Text(
        "Слива в снегу: стойкость, которая не мешает цвести.",
        "Plum in the snow: endurance that does not stop the flowering.",
    ),
    "03a": Text(
        "Праздничный занавес под вишней: событие, к которому готовятся всем домом.",
        "A festive curtain under the cherry: an occasion the whole house prepares for.",
    ),
    "03b": Text(
        "Лента со стихами в вишнёвом цвету: красота, которую хочется выразить словами.",
        "A poem ribbon in cherry blossom: beauty that asks to be put into words.",
    ),
    "03c": Text(
        "Облако вишнёвого цвета: радость, которой можно поделиться.",
        "A cloud of cherry blossom: joy that can be shared.",
    ),
    "03d": Text(
        "Лепестки вишни на ветру: красота мимолётна, этим она и ценна.",
        "Cherry petals on the wind: beauty is brief, and that is its worth.",
    ),
    "04a": Text(
        "Птица над свисающими ветвями: голос, который зовёт в дорогу.",
        "A bird above the hanging branches: a voice calling you onto the road.",
    ),
    "04b": Text(
        "Красная лента на апрельских ветвях: первый уговор с самим собой о новом деле.",
        "A red ribbon on the April branches: a first agreement with yourself about something new.",
    ),
    "04c": Text(
        "Ветви, склонённые к земле: начало требует скромности и внимания к мелочам.",
        "Branches bowed to the earth: a beginning asks for modesty and care for small things.",
    ),
    "04d": Text(
        "Молодые побеги: новое ещё хрупко, его нужно беречь.",
        "Young shoots: the new is still fragile and needs care.",
    ),
    "05a": Text(
        "Дощатый мост среди ирисов: переход, который вам по силам.",
        "A plank bridge among the irises: a crossing you are able to make.",
    ),
    "05b": Text(
        "Красная лента среди ирисов: решение, принятое смело и всерьёз.",
        "A red ribbon among the irises: a decision made boldly and in earnest.",
    ),
    "05c": Text(
        "Ирисы у воды: прямота и ясные намерения.",
        "Irises by the water: straightforwardness and clear intent.",
    ),
    "05d": Text(
        "Острые листья ириса: умение постоять за себя.",
        "The sharp leaves of the iris: the ability to stand up for yourself.",
    ),
    "06a": Text(
        "Бабочки над пионом: лёгкость, притяжение и радость встречи.",
        "Butterflies over the peony: lightness, attraction and the joy of meeting.",
    ),
    "06b": Text(
        "Синяя лента на пионе: спокойное благополучие и верность.",
        "A blue ribbon on the peony: calm well-being and loyalty.",
    ),
    "06c": Text(
        "Пышный пион: щедрость, которая возвращается.",
        "A lush peony: generosity that comes back.",
    ),
    "06d": Text(
        "Пион в листве: красота, которой не нужно ничего доказывать.",
        "A peony among its leaves: beauty that has nothing to prove.",
    ),
    "07a": Text(
        "Кабан в клевере: напор, сила и желание действовать сразу.",
        "A boar in the clover: drive, strength and the wish to act at once.",
    ),
    "07b": Text(
        "Красная лента в клевере: проснувшаяся сила находит направление.",
        "A red ribbon in the clover: awakened strength finds its direction.",
    ),
    "07c": Text(
        "Красные цветы клевера: тепло, которое поднимается изнутри.",
        "Red clover flowers: warmth rising from within.",
    ),
    "07d": Text(
        "Склонённые стебли клевера: после рывка нужен отдых.",
        "Bowed clover stems: after a burst of effort comes rest.",
    ),
    "08a": Text(
        "Полная луна над холмом: ясность, которая приходит в тишине.",
        "A full moon over the hill: clarity that comes in silence.",
    ),
    "08b": Text(
        "Гуси в ночном небе: тоска по дому и по близким, долгая дорога.",
        "Geese in the night sky: longing for home and for loved ones, a long road.",
    ),
    "08c": Text(
        "Безлюдный холм под травой мисканта: место, где можно побыть одному.",
        "An empty hill under susuki grass: a place to be alone.",
    ),
    "08d": Text(
        "Трава мисканта на ветру: мысли, которые никак не улягутся.",
        "Susuki grass in the wind: thoughts that will not settle.",
    ),
    "09a": Text(
        "Чаша сакэ среди хризантем: тост за здоровье и долгий век, время остановиться и перевести дух.",
        "A sake cup among chrysanthemums: a toast to health and long life, a time to stop and breathe.",
    ),
    "09b": Text(
        "Синяя лента на хризантеме: спокойная верность выбранному пути.",
        "A blue ribbon on the chrysanthemum: calm loyalty to the path you chose.",
    ),
    "09c": Text(
        "Хризантема после первых заморозков: то, что выдержало, остаётся.",
        "A chrysanthemum after the first frost: what has held out will stay.",
    ),
    "09d": Text(
        "Хризантема у воды: ровное течение дней, которое не нужно торопить.",
        "A chrysanthemum by the water: the even flow of days, with no need to hurry it.",
    ),
    "10a": Text(
        "Олень под клёном: радость жизни, чуткость и здоровье.",
        "A deer under the maple: joy in life, alertness and good health.",
    ),
    "10b": Text(
        "Синяя лента на клёне: тихое счастье, которое длится.",
        "A blue ribbon on the maple: quiet happiness that lasts.",
    ),
    "10c": Text(
        "Алые листья клёна: зрелость, полная красок.",
        "Red maple leaves: a maturity full of colour.",
    ),
    "10d": Text(
        "Падающие листья клёна: отпустить лишнее, чтобы сохранить главное.",
        "Falling maple leaves: letting go of the extra to keep what matters.",
    ),
    "11a": Text(
        "Человек под зонтом в ливень и лягушка у его ног: перемены в разгаре, и выигрывает тот, "
        "кто упорно ищет свой путь.",
        "A man with an umbrella in the downpour and a frog at his feet: change is in full swing, and "
        "the one who keeps looking for their own way wins.",
    ),
    "11b": Text(
        "Ласточка под дождём: быстрые вести, перемена уже близко.",
        "A swallow in the rain: quick news; change is close.",
    ),
    "11c": Text(
        "Красная лента на мокрых ветвях: договорённость, которую придётся пересмотреть.",
        "A red ribbon on wet branches: an agreement that will need another look.",
    ),
    "11d": Text(
        "Молния: внезапный поворот, после которого легче дышится.",
        "Lightning: a sudden turn that leaves the air clearer.",
    ),
    "12a": Text(
        "Феникс над павловнией: долгожданная встреча и счастье, которое прилетает само.",
        "The phoenix over the paulownia: a long-awaited meeting and happiness that arrives by itself.",
    ),
    "12b": Text(
        "Листья павловнии поздним вечером: нежность, о которой пока молчат.",
        "Paulownia leaves late in the evening: tenderness not yet spoken of.",
    ),
    "12c": Text(
        "Павловния с цветным низом: чувство, которое уже заметно другим.",
        "Paulownia with a coloured base: a feeling others can already see.",
    ),
    "12d": Text(
        "Павловния в ночи: ожидание и надежда.",
        "Paulownia at night: waiting and hope.",
    ),
}


def plant_meaning(value: Card | Plant) -> PlantMeaning:
    """The meaning of a card's plant (or of a plant)."""
    plant = value.plant if isinstance(value, Card) else value
    return PLANT_MEANINGS[plant.key]


def card_nuance(value: Card) -> Text:
    """The nuance one card adds to its plant's meaning."""
    return CARD_NUANCES[value.code]


def season_of(value: Card | Plant) -> Season:
    """The season of a card's plant in the Korean reading tradition."""
    plant = value.plant if isinstance(value, Card) else value
    return SEASONS[plant.season]


def plants_by_season() -> list[tuple[Season, list[tuple[Plant, PlantMeaning]]]]:
    """The twelve plants grouped by season, each group in the Korean month order (rain first in winter)."""
    korean = {p.key: (p.month if p.month < 11 else 23 - p.month) for p in PLANTS}  # 11<->12
    groups = []
    for key in SEASON_ORDER:
        plants = [p for p in PLANTS if p.season == key]
        # winter starts with December (rain), the rest follow the calendar.
        plants.sort(key=lambda p: korean[p.key] % 12)
        groups.append((SEASONS[key], [(p, PLANT_MEANINGS[p.key]) for p in plants]))
    return groups


assert set(PLANT_MEANINGS) == {p.key for p in PLANTS}
assert set(CARD_NUANCES) == set(BY_CODE) and len(DECK) == 48
