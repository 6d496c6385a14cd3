"""URLs of the reference pages (mounted at the root of each language).

Included without a namespace, so the names stay ``cards``, ``card``, ``table``, ``rules`` and
``rules_game`` and every ``{% url %}`` in the templates works unchanged.
"""

from django.urls import path

from reference import views

urlpatterns = [
    path("cards/", views.gallery, name="cards"),
    path("cards/<str:code>/", views.card_page, name="card"),
    path("table/", views.table, name="table"),
    path("rules/", views.rules_index, name="rules"),
    path("rules/<slug:game>/", views.rules_page, name="rules_game"),
]
