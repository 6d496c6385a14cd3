"""A question's pictures give nothing away: not the address, not a header, not the bytes.

Each picture is fetched as a browser does (the page's ``src`` and ``srcset`` addresses, the session's
cookie, an image ``Accept`` header); its headers name no card and no file, and its bytes hash to none
of the public card files, while the picture is still the card (every pixel within one colour step).
"""

from __future__ import annotations

import hashlib
import io
import re
from functools import cache
from pathlib import Path

import pytest
from django.conf import settings
from PIL import Image, ImageChops, ImageStat

from learn import pictures, present
from learn.models import Pending
from tests.learn.conftest import answer_post, waiting

pytestmark = pytest.mark.django_db

CODE = re.compile(r"(0[1-9]|1[0-2])[a-d]")
BROWSER = {"Accept": "image/avif,image/webp,image/apng,image/*,*/*;q=0.8"}
CARDS = settings.BASE_DIR / "static" / "cards"


@cache
def public_hashes() -> frozenset[str]:
    """The SHA-256 of every public card file, both faces, both sizes, both formats."""
    return frozenset(hashlib.sha256(path.read_bytes()).hexdigest() for path in CARDS.rglob("*.*"))


def picture_addresses(html: str) -> list[str]:
    panel = html[html.index('id="panel"') :]
    found = re.findall(r'(?:src|srcset)="([^"]+)"', panel)
    addresses = {part.split()[0] for value in found for part in value.split(",") if "/learn/q/" in part}
    return sorted(addresses)


def _slot_code(pending: Pending, address: str) -> tuple[str, str, str]:
    slot, size, ext = re.search(r"/q/[^/]+/(\d+)/(\w+)\.(\w+)$", address).groups()
    return present.slots(pending.question)[int(slot)], size, ext


def _on_white(image: Image.Image) -> Image.Image:
    page = Image.new("RGBA", image.size, (255, 255, 255, 255))
    return Image.alpha_composite(page, image).convert("RGB")


def _check(client, pending: Pending, address: str, face: str) -> bytes:
    assert not CODE.search(address.replace(str(pending.token), "")), address
    response = client.get(address, headers=BROWSER)
    assert response.status_code == 200
    code, size, ext = _slot_code(pending, address)
    assert response["Content-Type"] == pictures.CONTENT_TYPES[ext]
    assert "Content-Disposition" not in response
    for header in ("Last-Modified", "ETag"):
        assert header not in response
    for name, value in response.items():
        assert not CODE.search(value.replace(str(pending.token), "")), (name, value)
        assert ".png" not in value and ".webp" not in value, (name, value)
    body = response.content
    assert hashlib.sha256(body).hexdigest() not in public_hashes()
    shown = Image.open(io.BytesIO(body)).convert("RGBA")
    public = Image.open(CARDS / face / size / f"{code}.{ext}").convert("RGBA")
    assert shown.size == public.size
    if ext == "png":  # lossless: exactly the nudged pixels differ, each by one step
        difference = ImageChops.difference(shown, public)
        assert max(band.getextrema()[1] for band in difference.split()) == 1
        changed = ImageChops.difference(shown, public).convert("L").point(lambda v: 255 if v else 0)
        assert 0 < ImageStat.Stat(changed).sum[0] / 255 <= pictures.NUDGED_PIXELS
    else:  # lossy WebP: no further from the drawn card than the public WebP is (on a white page)
        drawn = _on_white(Image.open(CARDS / face / size / f"{code}.png").convert("RGBA"))
        ours = max(ImageStat.Stat(ImageChops.difference(_on_white(shown), drawn)).mean)
        theirs = max(ImageStat.Stat(ImageChops.difference(_on_white(public), drawn)).mean)
        assert ours <= theirs + 0.25, (ours, theirs)
    return body


@pytest.mark.parametrize(("lang", "order", "face"), [("en", "ja", "hanafuda"), ("ru", "ko", "hwatu")])
def test_every_question_picture_names_no_card_in_address_headers_or_bytes(client, lang, order, face):
    client.post("/en/deck/", {"order": order})
    client.post(f"/{lang}/learn/quiz/", {"action": "quiz"})
    checked = 0
    for _ in range(6):
        html = client.get(f"/{lang}/learn/quiz/").content.decode()
        pending = waiting()
        addresses = picture_addresses(html)
        assert addresses, pending.question["kind"]
        for address in addresses:
            _check(client, pending, address, face)
            checked += 1
        client.post(f"/{lang}/learn/quiz/", answer_post(pending))
    assert checked >= 24


def test_the_same_card_in_two_questions_comes_as_different_bytes(client):
    client.post("/en/learn/quiz/", {"action": "quiz"})
    client.get("/en/learn/quiz/")
    first = waiting()
    other = Pending.objects.create(learner=first.learner, run=first.run, question=first.question)
    for size, ext in (("1x", "png"), ("2x", "webp")):
        one = client.get(f"/en/learn/q/{first.token}/0/{size}.{ext}", headers=BROWSER).content
        again = client.get(f"/en/learn/q/{first.token}/0/{size}.{ext}", headers=BROWSER).content
        two = client.get(f"/en/learn/q/{other.token}/0/{size}.{ext}", headers=BROWSER).content
        assert one == again  # a question's picture is stable (the browser may cache it)
        assert one != two  # the same card in another question is other bytes


def test_alt_texts_and_attributes_of_a_question_name_no_card(client):
    client.post("/en/learn/quiz/", {"action": "quiz"})
    for _ in range(8):
        html = client.get("/en/learn/quiz/").content.decode()
        pending = waiting()
        form = html[html.index('id="panel"') : html.index("</form>")]
        form = form.replace(str(pending.token), "")
        form = re.sub(r'name="csrfmiddlewaretoken" value="[^"]*"', "", form)
        assert not CODE.search(form), CODE.search(form)
        if not present.position_groups(pending.question):
            for alt in re.findall(r'alt="([^"]*)"', form):
                assert alt == "The card in question" or re.fullmatch(r"Card \d+", alt), alt
        client.post("/en/learn/quiz/", answer_post(pending))


def test_someone_elses_or_a_made_up_picture_is_not_found(client):
    client.post("/en/learn/quiz/", {"action": "quiz"})
    client.get("/en/learn/quiz/")
    pending = waiting()
    assert client.get(f"/en/learn/q/{pending.token}/0/1x.png").status_code == 200
    assert type(client)().get(f"/en/learn/q/{pending.token}/0/1x.png").status_code == 404
    assert client.get(f"/en/learn/q/{pending.token}/99/1x.png").status_code == 404
    assert client.get(f"/en/learn/q/{pending.token}/0/3x.png").status_code == 404
    assert client.get(f"/en/learn/q/{pending.token}/0/1x.gif").status_code == 404
    assert client.get("/en/learn/q/00000000-0000-4000-8000-000000000000/0/1x.png").status_code == 404


def test_a_nudge_the_webp_encoder_smoothed_away_is_drawn_again(monkeypatch):
    """When the lossy WebP of a nudged card comes out as the card's plain encoding (the same bytes in
    every question), the nudge is drawn again from the key's hash, so the bytes still differ."""
    path = Path(settings.BASE_DIR) / "static" / "cards" / "hwatu" / "2x" / "01a.png"
    real = pictures._nudge
    keys = []

    def lost_first(image, key):
        keys.append(key)
        if len(keys) > 1:
            real(image, key)

    monkeypatch.setattr(pictures, "_nudge", lost_first)
    body = pictures.question_picture(path, key=b"k" * 32, ext="webp")
    assert len(keys) == 2 and keys[1] != keys[0]
    assert body != pictures._plain(path, "webp")
