"""URLs of the site frame (mounted at the root of each language): the home page and the deck switches.

Included without a namespace, so the names stay ``home``, ``set_deck_order`` and ``set_corner_index``.
"""

from django.urls import path

from frame import views

urlpatterns = [
    path("", views.home, name="home"),
    path("deck/", views.set_deck_order, name="set_deck_order"),
    path("corner-index/", views.set_corner_index, name="set_corner_index"),
]
