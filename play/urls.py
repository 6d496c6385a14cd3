"""URLs of the play app (mounted under /<lang>/play/)."""

from django.urls import path

from play import deal_review_views, mistake_views, progress_views, puzzle_views, views

app_name = "play"
urlpatterns = [
    path("", views.index, name="index"),
    path("new/<slug:game_key>/", views.new_game, name="new"),
    path("import/", views.import_game, name="import"),
    path("practice/", views.practice_list, name="practice_list"),
    path("practice/<slug:key>/", views.practice_detail, name="practice"),
    path("g/<uuid:game_id>/", views.table, name="table"),
    path("g/<uuid:game_id>/move/", views.move, name="move"),
    path("g/<uuid:game_id>/next/", views.next_step, name="next"),
    path("g/<uuid:game_id>/poll/", views.poll, name="poll"),
    path("g/<uuid:game_id>/undo/", views.undo, name="undo"),
    path("g/<uuid:game_id>/settings/", views.settings, name="settings"),
    path("g/<uuid:game_id>/delete/", views.delete, name="delete"),
    path("g/<uuid:game_id>/replay/", views.replay, name="replay"),
    path("g/<uuid:game_id>/replay/<int:ply>/", views.replay, name="replay_at"),
    path("g/<uuid:game_id>/review/", deal_review_views.game_review, name="deal_review"),
    path("g/<uuid:game_id>/export.json", views.export, name="export"),
    path("g/<uuid:game_id>/mistakes/", mistake_views.game_mistakes, name="mistakes"),
    path("g/<uuid:game_id>/mistakes/<int:number>/", mistake_views.game_mistake, name="mistake"),
    path("progress/", progress_views.my_progress, name="progress"),
    path("puzzles/", puzzle_views.index, name="puzzles"),
    path("puzzles/next/", puzzle_views.next_one, name="puzzle_next"),
    path("puzzles/<slug:code>/", puzzle_views.puzzle, name="puzzle"),
    path("mistakes/", mistake_views.review_list, name="review"),
    path("mistakes/<uuid:item_id>/", mistake_views.review_item, name="review_item"),
]
