"""Accounts under /learn/: sign up, sign in, sign out, password reset (a printed link in development).

Each view names the methods it takes (``http_method_names``, ``require_http_methods``); any other
is a 405, which the site frame renders (``frame.errors.MethodNotAllowedMiddleware``).

Signing in merges the progress of the anonymous session into the account (``merge_on_login``).
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.contrib.auth.forms import UserCreationForm
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse_lazy
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from learn.models import Learner, merge_learners
from learn.workflow import SESSION_KEY


def merge_on_login(sender, request: HttpRequest, user, **kwargs) -> None:
    """Signal receiver: the session's anonymous progress joins the account's."""
    if request is None or not hasattr(request, "session"):
        return
    learner_id = request.session.pop(SESSION_KEY, None)
    anonymous = Learner.objects.filter(pk=learner_id, user=None).first() if learner_id else None
    if anonymous is None:
        return
    target, _created = Learner.objects.get_or_create(user=user)
    merge_learners(source=anonymous, target=target)


def _next_url(request: HttpRequest) -> str:
    candidate = request.POST.get("next") or request.GET.get("next") or ""
    if url_has_allowed_host_and_scheme(candidate, {request.get_host()}, require_https=request.is_secure()):
        return candidate
    return str(reverse_lazy("learn:index"))


@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    """Create an account and sign in; the progress made so far stays."""
    form = UserCreationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        messages.success(request, _("Welcome! Your progress is now kept in your account."))
        return redirect(_next_url(request))
    return render(request, "learn/account/signup.html", {"form": form, "next": _next_url(request)})


class LoginView(auth_views.LoginView):
    http_method_names = ["get", "head", "post"]
    template_name = "learn/account/login.html"
    redirect_authenticated_user = True

    def get_default_redirect_url(self) -> str:
        return str(reverse_lazy("learn:index"))


class LogoutView(auth_views.LogoutView):
    http_method_names = ["post"]
    next_page = reverse_lazy("learn:index")


class PasswordResetView(auth_views.PasswordResetView):
    http_method_names = ["get", "head", "post"]
    template_name = "learn/account/password_reset.html"
    email_template_name = "learn/account/password_reset_email.txt"
    subject_template_name = "learn/account/password_reset_subject.txt"
    success_url = reverse_lazy("learn:password_reset_done")


class PasswordResetDoneView(auth_views.PasswordResetDoneView):
    http_method_names = ["get", "head"]
    template_name = "learn/account/password_reset_done.html"


class PasswordResetConfirmView(auth_views.PasswordResetConfirmView):
    http_method_names = ["get", "head", "post"]
    template_name = "learn/account/password_reset_confirm.html"
    success_url = reverse_lazy("learn:password_reset_complete")

    def dispatch(self, request: HttpRequest, *args, **kwargs) -> HttpResponse:
        """Refuse another method first: Django's view answers a broken link before it looks."""
        if (request.method or "").lower() not in self.http_method_names:
            return self.http_method_not_allowed(request, *args, **kwargs)
        return super().dispatch(request, *args, **kwargs)


class PasswordResetCompleteView(auth_views.PasswordResetCompleteView):
    http_method_names = ["get", "head"]
    template_name = "learn/account/password_reset_complete.html"
