"""Our card pictures, drawn by code: the 48 faces and the back of the hanafuda and hwatu decks.

Pure drawing with Pillow from the card data of ``engine.cards``; nothing else of the project is
imported (tests/cardart/test_imports.py). ``manage.py render_cards`` writes them to static/cards.
"""
