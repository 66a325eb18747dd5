// Settings feature
