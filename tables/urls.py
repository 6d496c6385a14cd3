"""URLs of the tables app (mounted under /<lang>/tables/); a table is named by its short code."""

from django.urls import path

from tables import review_views, views

app_name = "tables"
urlpatterns = [
    path("", views.index, name="index"),
    path("new/<slug:game_key>/", views.new_table, name="new"),
    path("<str:code>/", views.table, name="table"),
    path("<str:code>/join/", views.join, name="join"),
    path("<str:code>/move/", views.act, {"action": "move"}, name="move"),
    path("<str:code>/start/", views.act, {"action": "start"}, name="start"),
    path("<str:code>/next/", views.act, {"action": "next"}, name="next"),
    path("<str:code>/seat/", views.act, {"action": "seat"}, name="seat"),
    path("<str:code>/handover/", views.act, {"action": "handover"}, name="handover"),
    path("<str:code>/back/", views.act, {"action": "back"}, name="back"),
    path("<str:code>/help/", views.act, {"action": "help"}, name="help"),
    path("<str:code>/leave/", views.leave, name="leave"),
    path("<str:code>/replay/<int:number>/", views.replay, name="replay"),
    path("<str:code>/replay/<int:number>/<int:ply>/", views.replay, name="replay_at"),
    path("<str:code>/review/<int:number>/", review_views.review, name="review"),
]
