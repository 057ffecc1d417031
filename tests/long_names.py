"""Five seats' names of the most letters a seat may have (`MAX_NAME`, 24), Latin and Chinese,
for the tests that check every place a name is drawn holds it. Not a test module itself."""
from __future__ import annotations

import dataclasses

#: Latin names of 23 and 24 letters: two words, and one word with no space to break at.
LATIN = ("Maximiliane Wolkenstein", "Konstantinopel Eberhardt", "Bartholomew Fitzwilliams",
         "Wolfgangwolfgangwolfgang", "Friederike Schwanenberg")
#: Chinese names of 24 characters (every one as wide as a wide Latin letter and taller), one
#: a transliterated name with its middle dots.
CHINESE = ("歐陽明月司馬青雲諸葛長風上官飛燕慕容秋水東方白雪",
           "阿爾弗雷德·希區考克·愛德華·伊莉莎白·司馬大明",
           "慕容秋水東方白雪歐陽明月司馬青雲諸葛長風上官飛燕",
           "皇甫春花公孫夏草端木秋葉南宮冬雪夏侯青山西門白水",
           "東方白雪上官飛燕諸葛長風司馬青雲歐陽明月慕容秋水")
#: Each language with the names of its players.
BY_LANGUAGE = (("en", LATIN), ("zh_TW", CHINESE))


def named(config, names):
    """`config` with its seats named `names`, in order."""
    return dataclasses.replace(config, seats=tuple(
        dataclasses.replace(seat, name=name) for seat, name in zip(config.seats, names)))
