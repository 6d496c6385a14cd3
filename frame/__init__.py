"""The site frame: the home page, the visitor's deck switches, navigation, error pages, rate limits
and the helpers every app shares (current language, deck order, card pictures, ``{% load hwatu %}``)."""
