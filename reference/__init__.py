"""Reference pages of the deck: the card gallery, one page per card, the month table, the rules."""
