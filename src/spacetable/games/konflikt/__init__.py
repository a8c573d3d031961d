"""«Конфликт», the Russian space collectible card game: cards as data and deck lists."""
