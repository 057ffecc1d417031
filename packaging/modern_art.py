"""The frozen app's entry script (PyInstaller runs this file as __main__)."""
import sys

from scenes.app import main

if __name__ == "__main__":
    sys.exit(main())
