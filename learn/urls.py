"""URLs of the learn app (mounted under /<lang>/learn/)."""

from django.urls import path

from learn import accounts, review_views, views

app_name = "learn"
urlpatterns = [
    path("", views.index, name="index"),
    path("lessons/<slug:key>/", views.lesson, name="lesson"),
    path("quiz/", views.quiz, name="quiz"),
    path("review/", review_views.review, name="review"),
    path("drills/", views.drill_index, name="drills"),
    path("drills/<slug:game>/<slug:kind>/", views.drill, name="drill"),
    path("progress/", review_views.progress_view, name="progress"),
    path("retry/", views.retry, name="retry"),
    path("q/<uuid:token>/<int:slot>/<str:size>.<str:ext>", views.picture, name="picture"),
    path("account/signup/", accounts.signup, name="signup"),
    path("account/login/", accounts.LoginView.as_view(), name="login"),
    path("account/logout/", accounts.LogoutView.as_view(), name="logout"),
    path("account/password-reset/", accounts.PasswordResetView.as_view(), name="password_reset"),
    path(
        "account/password-reset/sent/", accounts.PasswordResetDoneView.as_view(), name="password_reset_done"
    ),
    path(
        "account/reset/<uidb64>/<token>/",
        accounts.PasswordResetConfirmView.as_view(),
        name="password_reset_confirm",
    ),
    path("account/reset/done/", accounts.PasswordResetCompleteView.as_view(), name="password_reset_complete"),
]
