"""What each month's pictures show and what they stand for, written by us from the sources.

Sources: the “Ming-Hwato” article (seed 000, lines 446-478), the Hanafuda/Min Hwa-to basics
(lines 423-445) and the reference notes in ``shared/reference/CARDS-NOTES.md``. Each month has a
text; the cards with a subject of their own (brights, animals, ribbons, the special plains) add one.
Keys are Japanese month numbers and card codes.
"""

from __future__ import annotations

from engine.cards import Card, Text

MONTH_TEXTS: dict[int, Text] = {
    1: Text(
        "Январь — сосна, дерево, которое зеленеет и в мороз. На старшей карте под сосной стоит журавль, "
        "а за ним встаёт красное солнце. На Дальнем Востоке и сосна, и журавль означают долгую жизнь; "
        "журавля к тому же считают спутником отшельников, птицей уединения.",
        "January is the pine, a tree that stays green through the frost. On the top card a crane stands "
        "under the pine with a red sun rising behind it. In East Asia both the pine and the crane stand "
        "for long life; the crane is also the hermit's companion, a bird of solitude.",
    ),
    2: Text(
        "Февраль — цветущая слива. Она распускается, когда вокруг ещё лежит снег, поэтому её считают "
        "знаком стойкости. На ветке сидит певчая птица: японцы видят в ней камышовку, а корейские тексты "
        "называют её иволгой. Птичья песня над цветущей сливой — первая примета весны.",
        "February is the plum in bloom. It flowers while snow still lies around, so it is a sign of "
        "endurance. A songbird sits on the branch: a bush warbler to Japanese eyes, an oriole in the "
        "Korean texts. The bird's song and the plum blossom together are the first sign of spring.",
    ),
    3: Text(
        "Март — вишня, сакура. Когда она цветёт, весна в самом разгаре. На яркой карте под ветками "
        "натянут занавес — такие ставят на праздник любования цветами; в корейских толкованиях это "
        "крыша дома под цветущей веткой.",
        "March is the cherry, sakura. Its blossom is spring at its best. On the bright a curtain hangs "
        "beneath the branches, the kind put up for a blossom-viewing party; Korean readings see the "
        "roof of a house under a flowering branch.",
    ),
    4: Text(
        "Апрель — глициния, её гроздья свисают сверху. Корейские игроки видят на этих картах "
        "плакучую иву или чёрный клевер и предупреждают, что карты не перевёрнуты: ветви и должны "
        "свисать к земле. На старшей карте летит кукушка (русские статьи о корейских картах называют "
        "её жаворонком), птица, с которой начинаются полевые работы.",
        "April is the wisteria, its clusters hanging down. Korean players see a weeping willow or black "
        "bush clover on these cards and warn that the cards are not upside down: the branches are meant "
        "to hang towards the ground. On the top card flies a cuckoo (the Russian articles on the Korean "
        "cards call it a lark), the "
        "bird that marks the start of work in the fields.",
    ),
    5: Text(
        "Май — ирис, цветок влажных лугов и берегов. Старшая карта — деревянный мостик из восьми досок "
        "над ирисовым прудом; зверя на ней нет, но считается она животным. В корейских колодах на её "
        "месте иногда рисуют корзину ирисов.",
        "May is the iris, a flower of wet meadows and banks. The top card is a little bridge of eight "
        "planks over an iris pond; though it shows no beast, it counts as an animal. Korean decks "
        "sometimes show a basket of irises in its place.",
    ),
    6: Text(
        "Июнь — пион, пышный летний цветок, символ богатства. Над ним кружат бабочки: в июне пионы "
        "пахнут так, что их слышно издалека. У Меньшова этот цветок назван розой.",
        "June is the peony, a lavish summer flower and a sign of wealth. Butterflies circle above it: in "
        "June the peonies' scent carries a long way. Menshov calls the flower a rose.",
    ),
    7: Text(
        "Июль — клевер, точнее леспедеца, кустарник с мелкими красными цветами. В его зарослях резвится "
        "дикий кабан: по поверью, кабаны обожают кататься по цветущему клеверу.",
        "July is bush clover (lespedeza), a shrub with small red flowers. A wild boar romps in the "
        "thicket: boars are said to love rolling in clover in bloom.",
    ),
    8: Text(
        "Август — мискант, высокая трава на пустом холме. Над холмом висит полная луна, а на другой "
        "карте летят гуси. Ночь, луна и перелётные птицы — образы одиночества и тоски по дому; "
        "корейцы называют этот месяц «пустой горой».",
        "August is susuki grass on an empty hill. A full moon hangs above it, and on another card geese "
        "fly by. Night, the moon and migrating birds are images of solitude and longing for home; "
        "Koreans call the month “the empty mountain”.",
    ),
    9: Text(
        "Сентябрь — хризантема, осенний цветок стойкости и долголетия. На старшей карте чаша для сакэ: "
        "по поверью, вино, настоянное на лепестках хризантемы, продлевает жизнь. Остальные три карты "
        "месяца — синяя лента и две простые.",
        "September is the chrysanthemum, the autumn flower of endurance and long life. The top card "
        "shows a sake cup: wine steeped with chrysanthemum petals was believed to lengthen life. The other "
        "three cards of the month are a blue ribbon and two plains.",
    ),
    10: Text(
        "Октябрь — клён с красной листвой, без которого не обходится ни один осенний пейзаж. Под клёном "
        "стоит пятнистый олень. Корейские тексты добавляют, что лекари выше всего ценят оленьи рога, "
        "срезанные в октябре.",
        "October is the maple in red leaf, part of every autumn landscape. A spotted deer stands "
        "beneath it. Korean texts add that healers value deer antlers cut in October above all others.",
    ),
    11: Text(
        "Ива под дождём — ноябрь в японском порядке и декабрь в корейском. Это самый необычный месяц: "
        "человек с зонтом у ручья (в японской колоде — каллиграф Оно-но Тофу, который, по легенде, "
        "глядел на упорную лягушку), ласточка, лента и карта с молнией. Дождь, вода и лягушка — образы "
        "перемен.",
        "The willow in the rain is November in the Japanese order and December in the Korean one. It is "
        "the oddest month: a man with an umbrella by a stream (in Japanese decks the calligrapher Ono no "
        "Tōfū, who, the story goes, watched a stubborn frog), a swallow, a ribbon and a card of "
        "lightning. Rain, water and the frog are images of change.",
    ),
    12: Text(
        "Павловния — декабрь в японском порядке и ноябрь в корейском; её время — конец осени и долгие "
        "тёмные ночи. В её листве прячется феникс, благородная птица счастья; в корейской песне "
        "сажают павловнию, чтобы однажды к ней прилетел свой феникс. В этом месяце одна яркая карта и "
        "три простые.",
        "The paulownia is December in the Japanese order and November in the Korean one; its time is the "
        "end of autumn and the long dark nights. A phoenix, the noble bird of good fortune, hides in its "
        "leaves; a Korean song plants a paulownia so that one day a phoenix will come to it. The month "
        "has one bright and three plains.",
    ),
}

CARD_TEXTS: dict[str, Text] = {
    "01a": Text(
        "Одна из пяти ярких карт, отмеченных знаком «кван» — «свет». Журавль и солнце открывают год.",
        "One of the five brights marked with the kwang sign, “light”. The crane and the sun open the year.",
    ),
    "02a": Text(
        "Животное февраля. Птица на цветущей сливе — тот миг, когда зима уступает весне.",
        "February's animal. The bird on the flowering plum is the moment winter gives way to spring.",
    ),
    "03a": Text(
        "Яркая карта марта. В кой-кой занавес вместе с чашей сакэ даёт комбинацию ханами-дзакэ — "
        "«сакэ под вишней».",
        "March's bright. In Koi-Koi the curtain and the sake cup make the yaku “flower-viewing sake”.",
    ),
    "04a": Text(
        "Животное апреля: птица над свисающими гроздьями глицинии.",
        "April's animal: a bird above the hanging wisteria.",
    ),
    "05a": Text(
        "Мост — предмет, который считается животным. Восемь досок над прудом — образ из старой поэмы о "
        "путнике, вспомнившем дом у ирисов.",
        "The bridge is an object that counts as an animal. Eight planks over a pond recall an old poem "
        "about a traveller who thought of home among the irises.",
    ),
    "06a": Text(
        "Бабочки — одна из трёх карт комбинации иносикатё («кабан, олень и бабочки»).",
        "The butterflies are one of the three cards of the yaku “boar, deer and butterflies”.",
    ),
    "07a": Text(
        "Кабан — вторая карта тройки «кабан, олень и бабочки».",
        "The boar is the second card of the “boar, deer and butterflies” trio.",
    ),
    "08a": Text(
        "Полная луна — яркая карта. Вместе с чашей сакэ она даёт комбинацию цукими-дзакэ — «сакэ под луной».",
        "The full moon is a bright. With the sake cup it makes the yaku “moon-viewing sake”.",
    ),
    "08b": Text(
        "Три гуся в небе — животное августа, птицы разлуки и дальней дороги.",
        "Three geese in the sky are August's animal, birds of parting and long journeys.",
    ),
    "09a": Text(
        "Чаша сакэ с иероглифом «долголетие». Ролей у неё сразу несколько: она животное, в кой-кой "
        "ещё и простая карта, а вместе с занавесом или луной даёт комбинацию.",
        "The sake cup bears the sign for long life. It plays several parts at once: an animal, in "
        "Koi-Koi also a plain, and the partner of the cherry curtain or the moon in a yaku.",
    ),
    "10a": Text(
        "Олень, оглянувшийся через плечо, — третья карта тройки «кабан, олень и бабочки».",
        "The deer looking back over its shoulder is the third card of “boar, deer and butterflies”.",
    ),
    "11a": Text(
        "Человек под дождём — яркая карта, но особенная: в кой-кой он портит комбинации из трёх и "
        "четырёх ярких карт. В корейской колоде это старшая карта декабря.",
        "The rain man is a bright, but an unusual one: in Koi-Koi he spoils the three- and four-bright "
        "yaku. In a Korean deck he is December's top card.",
    ),
    "11b": Text(
        "Ласточка, летящая сквозь дождь над ивой, — животное этого месяца.",
        "A swallow flies through the rain over the willow: the month's animal.",
    ),
    "11c": Text(
        "Красная лента без надписи. У Меньшова она четвёртая карта бонуса за красные ленты без надписи.",
        "A plain red ribbon. In Menshov's rules it is the fourth card of the plain red ribbons bonus.",
    ),
    "11d": Text(
        "Молния (у Меньшова — «гроза»): тёмная карта с красными и чёрными полосами, единственная простая "
        "карта ивы. В корейской игре Го-стоп она считается за две простые.",
        "The lightning (Menshov's “thunderstorm”): a dark card with red and black stripes, the willow's "
        "only plain. In the Korean game Go-Stop it counts as two plains.",
    ),
    "12a": Text(
        "Феникс — яркая карта, птица счастья, которую ждут в ветвях павловнии.",
        "The phoenix is a bright, the bird of good fortune awaited in the paulownia's branches.",
    ),
    "12c": Text(
        "Простая карта с цветным низом. По очкам она ничем не отличается от соседок, но в Го-стоп "
        "считается за две простые.",
        "The plain with a coloured base. It scores like its neighbours, but in Go-Stop it counts as two "
        "plains.",
    ),
}

RIBBON_TEXTS: dict[str, Text] = {
    "red_poem": Text(
        "Красная лента с надписью: на ней стихотворная строка. Таких лент три — у сосны, сливы и вишни.",
        "A poem ribbon: a red slip with a line of verse. There are three, for the pine, plum and cherry.",
    ),
    "blue": Text(
        "Синяя лента. Такие есть у пиона, хризантемы и клёна, и все три вместе дают отдельный бонус.",
        "A blue ribbon: the peony, chrysanthemum and maple have one each. Together they score a bonus.",
    ),
    "red_plain": Text(
        "Красная лента без надписи: такие есть у глицинии, ириса, клевера и ивы.",
        "A plain red ribbon: the wisteria, iris, bush clover and willow have one each.",
    ),
}


def card_text(card: Card) -> list[Text]:
    """The texts about ``card``: its own note (or its ribbon's), then its month."""
    texts = []
    if card.code in CARD_TEXTS:
        texts.append(CARD_TEXTS[card.code])
    elif card.ribbon is not None:
        texts.append(RIBBON_TEXTS[card.ribbon.value])
    texts.append(MONTH_TEXTS[card.month])
    return texts
